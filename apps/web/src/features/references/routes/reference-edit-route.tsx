import { useState } from 'react';
import {
  ActionIcon,
  Button,
  CloseButton,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconPhoto } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import {
  ATTACHMENT_TYPES,
  inspectionMessages,
  inspectionTimings,
  isAcceptedAttachment,
  isHttpLink,
  paths,
  REFERENCE_BANNER_MAX_BYTES,
  REFERENCE_BANNER_TYPES,
  REFERENCE_FILE_MAX_BYTES,
  REFERENCE_TITLE_MAX,
  referenceMessages,
  referenceUploadFields as fields,
  sizeInKb,
} from '@envirotrack/shared';
import { PageFrame } from '../../../components/page-frame';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUploadReference } from '../api/references';
import { FileDropZone } from '../components/file-drop-zone';

const ACCEPT = ATTACHMENT_TYPES.map((type) => `.${type}`).join(',');
const BANNER_ACCEPT = REFERENCE_BANNER_TYPES.map((type) => `.${type}`).join(',');
const isBanner = (file: File) =>
  (REFERENCE_BANNER_TYPES as readonly string[]).includes(file.name.split('.').pop()?.toLowerCase() ?? '');

/**
 * `/references/edit` (spec 3 §2.11, §5): a banner image, then a file (drop zone) OR a link, each with its
 * title; Upload sends one reference (a link sends no file) and returns to /references.
 */
export function ReferenceEditRoute() {
  const navigate = useNavigate();
  const upload = useUploadReference();
  const [banner, setBanner] = useState<File | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileTitle, setFileTitle] = useState('');
  const [link, setLink] = useState('');
  const [linkConfirmed, setLinkConfirmed] = useState(false);
  const [linkTitle, setLinkTitle] = useState('');
  const [errors, setErrors] = useState<{ link?: string; fileTitle?: string; linkTitle?: string }>({});

  const chooseBanner = (files: File[]) => {
    if (files.length > 1) return notifyError(referenceMessages.multipleBanners);
    const [image] = files;
    if (!image) return;
    if (!isBanner(image))
      return notifyError(referenceMessages.bannerTypes, inspectionTimings.attachmentError);
    if (image.size > REFERENCE_BANNER_MAX_BYTES) return notifyError(referenceMessages.tooLarge);
    setBanner(image);
  };

  const chooseFile = (files: File[]) => {
    if (files.length > 1) return notifyError(referenceMessages.multipleFiles);
    const [chosen] = files;
    if (!chosen) return;
    if (!isAcceptedAttachment(chosen.name))
      return notifyError(inspectionMessages.attachmentTypes(1), inspectionTimings.attachmentError);
    if (chosen.size > REFERENCE_FILE_MAX_BYTES) return notifyError(referenceMessages.tooLarge);
    setFile(chosen);
    setLink('');
    setLinkConfirmed(false);
  };

  const confirmLink = () => {
    if (!isHttpLink(link.trim())) return setErrors({ link: referenceMessages.badLink });
    setErrors({});
    setLinkConfirmed(true);
    setFile(null);
  };

  const send = () => {
    const form = new FormData();
    if (linkConfirmed) {
      if (!linkTitle.trim()) return setErrors({ linkTitle: referenceMessages.linkTitle });
      form.append(fields.title, linkTitle.trim());
      form.append(fields.link, link.trim());
    } else if (file) {
      if (!fileTitle.trim()) return setErrors({ fileTitle: referenceMessages.fileTitle });
      form.append(fields.title, fileTitle.trim());
      form.append(fields.file, file, file.name);
    } else {
      return notifyError(referenceMessages.nothingToUpload);
    }
    setErrors({});
    if (banner) form.append(fields.banner, banner, banner.name);
    upload.mutate(form, {
      onSuccess: () => {
        notifySuccess(referenceMessages.uploaded);
        void navigate(paths.references);
      },
      onError: (error) => notifyError(error),
    });
  };

  return (
    <PageFrame title="Add File/URL" size="md" backTo={paths.references}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group gap="sm">
            <FileButton accept={BANNER_ACCEPT} multiple onChange={chooseBanner}>
              {(props) => (
                <Button variant="light" leftSection={<IconPhoto size={16} />} {...props}>
                  Choose banner image
                </Button>
              )}
            </FileButton>
            {banner && (
              <Group gap={4}>
                <Text size="sm">{banner.name}</Text>
                <CloseButton size="sm" aria-label="Remove banner image" onClick={() => setBanner(null)} />
              </Group>
            )}
          </Group>

          <FileDropZone label={referenceMessages.dropZone} accept={ACCEPT} onFiles={chooseFile} />
          {file && (
            <Paper withBorder p="sm" radius="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4} style={{ flex: 1 }}>
                  <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {sizeInKb(file.size)}
                  </Text>
                  <TextInput
                    label="Title"
                    placeholder={referenceMessages.titlePlaceholder}
                    maxLength={REFERENCE_TITLE_MAX}
                    value={fileTitle}
                    error={errors.fileTitle}
                    onChange={(event) => setFileTitle(event.currentTarget.value)}
                  />
                </Stack>
                <CloseButton aria-label={`Remove ${file.name}`} onClick={() => setFile(null)} />
              </Group>
            </Paper>
          )}

          <Text ta="center" fw={700}>
            OR
          </Text>

          <TextInput
            label="Link"
            placeholder={referenceMessages.linkPlaceholder}
            value={link}
            error={errors.link}
            onChange={(event) => {
              setLink(event.currentTarget.value);
              setLinkConfirmed(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') confirmLink();
            }}
            rightSection={
              <Tooltip label="Use this link" openDelay={400}>
                <ActionIcon
                  variant={linkConfirmed ? 'filled' : 'subtle'}
                  aria-label="Use this link"
                  onClick={confirmLink}
                >
                  <IconCheck size={16} />
                </ActionIcon>
              </Tooltip>
            }
          />
          {linkConfirmed && (
            <TextInput
              label="Reference title"
              placeholder={referenceMessages.titlePlaceholder}
              maxLength={REFERENCE_TITLE_MAX}
              value={linkTitle}
              error={errors.linkTitle}
              onChange={(event) => setLinkTitle(event.currentTarget.value)}
            />
          )}

          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => void navigate(paths.references)}
              disabled={upload.isPending}
            >
              Cancel
            </Button>
            <Button onClick={send} loading={upload.isPending}>
              Upload
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
