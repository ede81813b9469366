import { useState } from 'react';
import { Group, Image, Loader, Modal, Text, UnstyledButton } from '@mantine/core';
import { flaggedFormMessages, isImageAttachment, type AttachmentInfo } from '@envirotrack/shared';
import { useAuthorizedObjectUrl } from '../../../lib/use-file-url';
import classes from './flagged.module.css';

/** One image, 100 by 100; it opens full screen (spec 3 §2.7 'Attached images open full screen'). */
export function FlaggedImage({ file, label }: { file: AttachmentInfo; label?: string }) {
  const [open, setOpen] = useState(false);
  const { src, failed } = useAuthorizedObjectUrl(file.url);
  const name = label ?? file.fileName;
  return (
    <>
      <UnstyledButton
        className={classes.thumbnail}
        aria-label={`Open ${name} full screen`}
        onClick={() => setOpen(true)}
        disabled={!src}
      >
        {src ? (
          <img src={src} alt={name} width={100} height={100} />
        ) : failed ? (
          <Text size="xs">{file.fileName}</Text>
        ) : (
          <Loader size="xs" aria-label={`Loading ${name}`} />
        )}
      </UnstyledButton>
      <Modal opened={open && Boolean(src)} onClose={() => setOpen(false)} title={name} fullScreen>
        {src && <Image src={src} alt={name} fit="contain" h="calc(100vh - 120px)" w="100%" />}
      </Modal>
    </>
  );
}

/** The form's attached images, or 'No Image Attached to this form.'. */
export function FlaggedImages({ files }: { files: readonly AttachmentInfo[] }) {
  const images = files.filter((file) => isImageAttachment(file.contentType));
  if (!images.length) return <Text size="sm">{flaggedFormMessages.noImage}</Text>;
  return (
    <Group gap="sm" component="ul" className={classes.images} aria-label="Attached images">
      {images.map((file) => (
        <li key={file.name}>
          <FlaggedImage file={file} />
        </li>
      ))}
    </Group>
  );
}
