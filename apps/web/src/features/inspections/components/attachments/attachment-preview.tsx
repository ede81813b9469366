import { Button, Group, Image, Modal } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { AttachmentInfo } from '@envirotrack/shared';

interface AttachmentPreviewProps {
  file: AttachmentInfo | null;
  src: string | null;
  onDownload(file: AttachmentInfo): void;
  onClose(): void;
}

/** An image attachment at full size, with a way to save it. */
export function AttachmentPreview({ file, src, onDownload, onClose }: AttachmentPreviewProps) {
  return (
    <Modal opened={Boolean(file && src)} onClose={onClose} title={file?.fileName} size="xl" centered>
      {file && src && (
        <>
          <Image src={src} alt={file.fileName} fit="contain" w="auto" maw="100%" mah="70vh" mx="auto" />
          <Group justify="flex-end" mt="md">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => onDownload(file)}
            >
              Download
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
