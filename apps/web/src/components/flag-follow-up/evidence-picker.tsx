import { useRef, useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Text } from '@mantine/core';
import { IconCamera, IconX } from '@tabler/icons-react';
import {
  ATTACHMENT_MAX_BYTES,
  FLAG_EVIDENCE_TYPES,
  flagMessages,
  type AttachmentInfo,
} from '@envirotrack/shared';
import { notifyError } from '../../lib/notify';
import { uploadInspectionFile } from '../../lib/upload-inspection-file';

const ACCEPT = FLAG_EVIDENCE_TYPES.map((type) => `.${type}`).join(',');
const isPicture = (file: File) =>
  (FLAG_EVIDENCE_TYPES as readonly string[]).includes(file.name.split('.').pop()?.toLowerCase() ?? '');

interface EvidencePickerProps {
  photo: AttachmentInfo | null;
  onChange: (photo: AttachmentInfo | null) => void;
  plantId?: number;
}

/** Optional photo evidence of a follow-up: one JPEG or PNG, uploaded at once (the attachments' size limit). */
export function EvidencePicker({ photo, onChange, plantId }: EvidencePickerProps) {
  const [uploading, setUploading] = useState(false);
  const reset = useRef<() => void>(null);

  const choose = async (file: File | null) => {
    reset.current?.();
    if (!file) return;
    if (!isPicture(file) || file.size > ATTACHMENT_MAX_BYTES) {
      notifyError(flagMessages.evidenceNotImage);
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadInspectionFile('images', file, file.name, plantId));
    } catch (error) {
      notifyError(error);
    } finally {
      setUploading(false);
    }
  };

  if (photo)
    return (
      <Group gap="xs" wrap="nowrap">
        <IconCamera size={16} aria-hidden />
        <Text size="sm" truncate="end" style={{ flex: 1 }}>
          {photo.fileName}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Remove photo ${photo.fileName}`}
          onClick={() => onChange(null)}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    );
  return (
    <FileButton onChange={(file) => void choose(file)} accept={ACCEPT} resetRef={reset}>
      {(props) => (
        <Button
          {...props}
          variant="default"
          size="xs"
          loading={uploading}
          leftSection={<IconCamera size={16} />}
        >
          Add a photo (optional)
        </Button>
      )}
    </FileButton>
  );
}
