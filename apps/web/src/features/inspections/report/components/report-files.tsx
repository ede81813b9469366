import { useState } from 'react';
import { Text } from '@mantine/core';
import { extensionOf, inspectionMessages, isImageAttachment, type AttachmentInfo } from '@envirotrack/shared';
import { AttachmentPreview } from '../../components/attachments/attachment-preview';
import { AttachmentThumbnail } from '../../components/attachments/attachment-thumbnail';
import { ReferenceDocumentModal } from '../../../../components/reference-document-modal';
import { downloadFile } from '../../../../lib/use-file-url';
import classes from './report.module.css';

/**
 * The report's attachments, 100 by 100 (90 by 75 on paper): images show themselves, other files their
 * type's icon; a PDF opens in the 'Reference Document.' viewer, an image full size, others download.
 */
export function ReportFiles({ files }: { files: readonly AttachmentInfo[] }) {
  const [image, setImage] = useState<{ file: AttachmentInfo; src: string } | null>(null);
  const [pdf, setPdf] = useState<AttachmentInfo | null>(null);
  const open = (file: AttachmentInfo, src: string | null) => {
    if (isImageAttachment(file.contentType) && src) setImage({ file, src });
    else if (extensionOf(file.fileName) === 'pdf' || file.contentType === 'application/pdf') setPdf(file);
    else void downloadFile(file.url, file.fileName);
  };
  if (!files.length) return <Text size="sm">{inspectionMessages.noAttachments}</Text>;
  return (
    <>
      <ul className={classes.files} aria-label="Attached files">
        {files.map((file) => (
          <AttachmentThumbnail key={file.name} file={file} onOpen={open} />
        ))}
      </ul>
      <AttachmentPreview
        file={image?.file ?? null}
        src={image?.src ?? null}
        onDownload={(file) => void downloadFile(file.url, file.fileName)}
        onClose={() => setImage(null)}
      />
      <ReferenceDocumentModal file={pdf} onClose={() => setPdf(null)} />
    </>
  );
}
