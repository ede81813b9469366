import { Modal, Text } from '@mantine/core';
import { reportDetailMessages } from '@envirotrack/shared';
import { useAuthorizedObjectUrl } from '../lib/use-file-url';

export interface ReferenceDocumentFile {
  /** The API address of the stored PDF (fetched with the session's token). */
  url: string;
  fileName: string;
}

/**
 * The 'Reference Document.' viewer (spec 3 §2.2, §2.11): a PDF kept behind the session, shown from an
 * object URL in a frame. The report's attachments and the reference documents both open it.
 */
export function ReferenceDocumentModal({
  file,
  onClose,
}: {
  file: ReferenceDocumentFile | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={reportDetailMessages.referenceDocument}
      size="xl"
      centered
    >
      {file && <PdfFrame file={file} />}
    </Modal>
  );
}

function PdfFrame({ file }: { file: ReferenceDocumentFile }) {
  const { src, failed } = useAuthorizedObjectUrl(file.url);
  if (failed) return <Text size="sm">{file.fileName}</Text>;
  return src ? (
    <iframe style={{ width: '100%', height: '70vh', border: 0 }} src={src} title={file.fileName} />
  ) : (
    <Text size="sm">Loading…</Text>
  );
}
