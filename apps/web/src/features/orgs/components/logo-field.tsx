import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@envirotrack/shared';
import { notifyError } from '../../../lib/notify';
import { openConfirmModal } from '../../../lib/overlays';
import { useDeleteOrganisationLogo } from '../api/delete-organisation-logo';

interface LogoFieldProps {
  /** The saved organisation, once there is one: its logo can then be deleted at once. */
  orgId?: number;
  logoUrl: string | null;
  onDeleted: () => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
}

const isLogoType = (type: string) => (LOGO_TYPES as readonly string[]).includes(type);

/** Spec 1 §4: one logo; while it exists it can only be deleted, and a new one is uploaded on save. */
export function LogoField({ orgId, logoUrl, onDeleted, file, onFileChange }: LogoFieldProps) {
  const remove = useDeleteOrganisationLogo();
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (chosen: File | null) => {
    if (chosen && !isLogoType(chosen.type)) setError('The logo must be a gif, jpeg or png image.');
    else if (chosen && chosen.size > LOGO_MAX_BYTES) setError('The logo must be 2 MB or smaller.');
    else {
      setError(null);
      onFileChange(chosen);
    }
  };

  const confirmDelete = (id: number) =>
    void openConfirmModal({
      title: 'Delete the logo?',
      children: <Text size="sm">The logo is deleted at once. You can then upload another.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(id, { onSuccess: onDeleted, onError: (e) => notifyError(e) }),
    });

  const shown = logoUrl ?? preview;
  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <Box
        w={112}
        h={112}
        bg="gray.0"
        style={{
          flexShrink: 0,
          borderRadius: 'var(--mantine-radius-md)',
          border: `1px ${shown ? 'solid' : 'dashed'} var(--mantine-color-gray-4)`,
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Image src={shown} alt="Organisation logo" w="100%" h="100%" fit="contain" p={8} />
        ) : (
          <Center h="100%">
            <IconPhoto size={34} stroke={1.4} color="var(--mantine-color-gray-5)" />
          </Center>
        )}
      </Box>
      <Stack gap={6} miw={0}>
        {logoUrl && orgId !== undefined ? (
          <>
            <Text size="sm" c="dimmed">
              One logo per organisation: delete this one to upload another.
            </Text>
            <Group>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={remove.isPending}
                onClick={() => confirmDelete(orgId)}
              >
                Delete logo
              </Button>
            </Group>
          </>
        ) : file ? (
          <>
            <Text size="sm" fw={500} truncate>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              Uploaded when you save.
            </Text>
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconX size={14} />}
                onClick={() => onFileChange(null)}
              >
                Remove
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              PNG, JPEG or GIF, up to 2 MB. Shown in the header and on printed reports.
            </Text>
            <Group>
              <FileButton onChange={choose} accept={LOGO_TYPES.join(',')}>
                {(props) => (
                  <Button variant="default" leftSection={<IconUpload size={16} />} {...props}>
                    Upload logo
                  </Button>
                )}
              </FileButton>
            </Group>
          </>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
