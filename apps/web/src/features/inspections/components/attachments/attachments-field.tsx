import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  ATTACHMENTS_PER_INSPECTION,
  inspectionMessages,
  inspectionTimings,
  isAcceptedAttachment,
  type AttachmentInfo,
} from '@envirotrack/shared';
import { ApiError } from '../../../../lib/api-client';
import { notifyError } from '../../../../lib/notify';
import { AttachmentPreview } from './attachment-preview';
import { AttachmentThumbnail, UploadingThumbnail } from './attachment-thumbnail';
import { uploadInspectionFile } from '../../../../lib/upload-inspection-file';
import { downloadFile } from '../../../../lib/use-file-url';
import classes from './attachments.module.css';

export interface AttachmentsFieldProps {
  value: AttachmentInfo[];
  onChange(value: AttachmentInfo[]): void;
  readOnly?: boolean;
  /** plants.id of the inspection: the server needs it for an L1 user acting in all organisations. */
  plantId?: number;
}

/** The limit is ours (ATTACHMENTS_PER_INSPECTION), so is this wording: the spec gives neither. */
const tooMany = (count: number) =>
  `An inspection takes at most ${ATTACHMENTS_PER_INSPECTION} attachments: ${count} file(s) were not added.`;

const ACCEPT = ATTACHMENT_TYPES.map((type) => `.${type}`).join(',');
const MAX_MB = ATTACHMENT_MAX_BYTES / (1024 * 1024);

interface Uploading {
  key: number;
  fileName: string;
}

/** The server refused the file itself (its content is not what its name says, or too large). */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The list with a finished upload put before the first file chosen after it (files kept from before first). */
function inChosenOrder(
  list: AttachmentInfo[],
  stored: AttachmentInfo,
  key: number,
  chosenAs: Map<string, number>,
): AttachmentInfo[] {
  chosenAs.set(stored.name, key);
  const later = list.findIndex((item) => (chosenAs.get(item.name) ?? -1) > key);
  return later < 0 ? [...list, stored] : [...list.slice(0, later), stored, ...list.slice(later)];
}

/**
 * Spec 2 §5: attachments of an inspection. Each accepted file is uploaded on its own as soon as it is chosen
 * or dropped; files of other types, too large, or refused by the server are counted in one toast.
 */
export function AttachmentsField({ value, onChange, readOnly, plantId }: AttachmentsFieldProps) {
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<{ file: AttachmentInfo; src: string } | null>(null);
  const resetPicker = useRef<() => void>(null);
  const nextKey = useRef(0);
  // The order each uploaded file was chosen in: uploads finish in any order, the list keeps the chosen one.
  const chosenAs = useRef(new Map<string, number>());
  // Uploads finish after further renders: they add to the attachments as they are then, not as they were.
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);

  const add = async (files: File[]) => {
    resetPicker.current?.();
    const fitting = files.filter(
      (file) => isAcceptedAttachment(file.name) && file.size <= ATTACHMENT_MAX_BYTES,
    );
    const room = Math.max(0, ATTACHMENTS_PER_INSPECTION - current.current.length - uploading.length);
    const sent = fitting.slice(0, room).map((file) => ({ file, key: nextKey.current++ }));
    if (fitting.length > sent.length) notifyError(tooMany(fitting.length - sent.length));
    setUploading((list) => [...list, ...sent.map(({ file, key }) => ({ key, fileName: file.name }))]);

    const outcomes = await Promise.allSettled(
      sent.map(async ({ file, key }) => {
        try {
          const stored = await uploadInspectionFile('images', file, file.name, plantId);
          current.current = inChosenOrder(current.current, stored, key, chosenAs.current);
          onChange(current.current);
        } finally {
          setUploading((list) => list.filter((item) => item.key !== key));
        }
      }),
    );
    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    const rejected = files.length - fitting.length + failures.filter(refused).length;
    if (rejected)
      notifyError(inspectionMessages.attachmentTypes(rejected), inspectionTimings.attachmentError);
    const other = failures.find((failure) => !refused(failure));
    if (other) notifyError(other);
  };

  const remove = (file: AttachmentInfo) => {
    current.current = current.current.filter((item) => item.name !== file.name);
    onChange(current.current);
  };

  const download = (file: AttachmentInfo) => void downloadFile(file.url, file.fileName).catch(notifyError);

  const open = (file: AttachmentInfo, src: string | null) =>
    src ? setPreview({ file, src }) : download(file);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!readOnly) void add(Array.from(event.dataTransfer.files));
  };

  const empty = !value.length && !uploading.length;
  if (readOnly && empty) {
    return (
      <Text size="sm" c="dimmed">
        {inspectionMessages.noAttachments}
      </Text>
    );
  }

  return (
    <Stack gap="sm">
      {!readOnly && (
        <div
          className={classes.dropzone}
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <Group gap="md" p="md" wrap="nowrap">
            <FileButton onChange={(files) => void add(files)} accept={ACCEPT} multiple resetRef={resetPicker}>
              {(props) => (
                <Button
                  variant="default"
                  leftSection={<IconPaperclip size={16} />}
                  style={{ flexShrink: 0 }}
                  {...props}
                >
                  Attach files
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              Or drop them here. {ATTACHMENT_TYPES.join(', ')}; up to {MAX_MB} MB each and{' '}
              {ATTACHMENTS_PER_INSPECTION} per inspection.
            </Text>
          </Group>
        </div>
      )}
      {!empty && (
        <Group
          component="ul"
          gap="md"
          aria-label="Attachments"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {value.map((file) => (
            <AttachmentThumbnail
              key={file.name}
              file={file}
              onOpen={open}
              onRemove={readOnly ? undefined : remove}
            />
          ))}
          {uploading.map((item) => (
            <UploadingThumbnail key={item.key} fileName={item.fileName} />
          ))}
        </Group>
      )}
      <AttachmentPreview
        file={preview?.file ?? null}
        src={preview?.src ?? null}
        onDownload={download}
        onClose={() => setPreview(null)}
      />
    </Stack>
  );
}
