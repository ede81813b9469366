import { ActionIcon, Loader, Tooltip, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { isImageAttachment, type AttachmentInfo } from '@envirotrack/shared';
import { AttachmentIcon } from '../../../../components/attachment-icon';
import { useAuthorizedObjectUrl } from '../../../../lib/use-file-url';
import classes from './attachments.module.css';

interface AttachmentThumbnailProps {
  file: AttachmentInfo;
  /** Images open in a preview (with the image already fetched); other files download. */
  onOpen(file: AttachmentInfo, src: string | null): void;
  onRemove?: (file: AttachmentInfo) => void;
}

/** One attachment, 100 by 100 (spec 2 §5, §9): an image shows itself, another file its type's icon and name. */
export function AttachmentThumbnail({ file, onOpen, onRemove }: AttachmentThumbnailProps) {
  const image = isImageAttachment(file.contentType);
  const { src, failed } = useAuthorizedObjectUrl(image ? file.url : null);
  return (
    <li className={classes.item}>
      <Tooltip label={file.fileName} openDelay={400}>
        <UnstyledButton
          className={`${classes.thumbnail} ${image && src ? classes.image : ''}`}
          aria-label={`Open ${file.fileName}`}
          onClick={() => onOpen(file, src)}
        >
          {image && src ? (
            <img src={src} alt={file.fileName} width={100} height={100} />
          ) : image && !failed ? (
            <Loader size="xs" aria-label={`Loading ${file.fileName}`} />
          ) : (
            <>
              <AttachmentIcon fileName={file.fileName} size={40} />
              <span className={classes.fileName}>{file.fileName}</span>
            </>
          )}
        </UnstyledButton>
      </Tooltip>
      {onRemove && (
        <ActionIcon
          className={classes.remove}
          size="sm"
          radius="xl"
          variant="default"
          aria-label={`Remove ${file.fileName}`}
          onClick={() => onRemove(file)}
        >
          <IconX size={12} />
        </ActionIcon>
      )}
    </li>
  );
}

/** A file being uploaded, in the same place its thumbnail will take. */
export function UploadingThumbnail({ fileName }: { fileName: string }) {
  return (
    <li className={classes.item} aria-label={`Uploading ${fileName}`}>
      <div className={classes.thumbnail}>
        <Loader size="xs" />
        <span className={classes.fileName}>{fileName}</span>
      </div>
    </li>
  );
}
