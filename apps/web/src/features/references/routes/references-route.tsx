import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { can, paths, referenceMessages, type Reference } from '@envirotrack/shared';
import { confirmYesNo } from '../../../components/confirm';
import { PageFrame } from '../../../components/page-frame';
import { PageLoader } from '../../../components/page-loader';
import {
  ReferenceDocumentModal,
  type ReferenceDocumentFile,
} from '../../../components/reference-document-modal';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { downloadFile } from '../../../lib/use-file-url';
import { useDeleteReferences, useReferences } from '../api/references';
import { ReferenceCard } from '../components/reference-card';
import classes from '../components/references.module.css';

const TITLE = 'Reference Documents';

/**
 * `/references` (spec 3 §2.11): the organisation's references and the built-in ones as cards. L1 and L2 add
 * ('+', or 'Upload One Now?' when the organisation has none of its own); holders of the reference_delete
 * permission (L1, L2, and L3/L4 users granted it on the user form; the session carries it) delete: one by
 * the card's hover control, several by selecting them (docs/decisions.md).
 */
export function ReferencesRoute() {
  const session = useSession();
  const references = useReferences();
  const remove = useDeleteReferences();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pdf, setPdf] = useState<ReferenceDocumentFile | null>(null);
  const level = session?.Access_Level ?? 4;
  const mayAdd = can.addReference(level);
  const mayDelete = can.deleteReferences(level, session?.referenceDelete ?? false);

  if (references.error instanceof ApiError && references.error.status === 403)
    return (
      <PageFrame title={TITLE}>
        <Alert color="yellow">{references.error.message}</Alert>
      </PageFrame>
    );

  const open = (reference: Reference) => {
    if (!reference.referenceFile) return;
    const file = {
      url: reference.referenceFile,
      fileName: reference.referenceFileName ?? reference.referenceTitle,
    };
    if (reference.referenceExt === 'pdf') setPdf(file);
    else void downloadFile(file.url, file.fileName).catch(notifyError);
  };

  const erase = (ids: number[]) =>
    confirmYesNo({
      title: 'Delete',
      message: ids.length > 1 ? referenceMessages.confirmMany : referenceMessages.confirmOne,
      danger: true,
      onYes: () =>
        remove.mutate(
          { referenceIds: ids },
          {
            onSuccess: () => {
              notifySuccess(referenceMessages.deleted);
              setSelected((all) => new Set([...all].filter((id) => !ids.includes(id))));
            },
            onError: (error) => notifyError(error),
          },
        ),
    });

  const own = references.data?.filter((r) => r.isDeletable) ?? [];
  const add = mayAdd && own.length > 0 && (
    <Tooltip label="Add File/URL" openDelay={400}>
      <ActionIcon component={Link} to={paths.referenceEdit} size="lg" radius="xl" aria-label="Add File/URL">
        <IconPlus size={20} />
      </ActionIcon>
    </Tooltip>
  );

  return (
    <PageFrame title={TITLE} actions={add || undefined}>
      <PageLoader query={references}>
        {(list) => (
          <Stack gap="md">
            {own.length === 0 && (
              <Group gap="xs">
                <Text fw={600}>{referenceMessages.none}</Text>
                {mayAdd && (
                  <Anchor component={Link} to={paths.referenceEdit}>
                    {referenceMessages.uploadOne}
                  </Anchor>
                )}
              </Group>
            )}
            {mayDelete && selected.size > 0 && (
              <Group>
                <Button
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  loading={remove.isPending}
                  onClick={() => erase([...selected])}
                >
                  Delete selected ({selected.size})
                </Button>
                <Button variant="default" onClick={() => setSelected(new Set())}>
                  Clear selection
                </Button>
              </Group>
            )}
            <ul className={classes.grid} aria-label={TITLE}>
              {list.map((reference) => (
                <ReferenceCard
                  key={reference.referenceId}
                  reference={reference}
                  mayDelete={mayDelete}
                  selected={selected.has(reference.referenceId)}
                  onSelect={(on) =>
                    setSelected((all) => {
                      const next = new Set(all);
                      if (on) next.add(reference.referenceId);
                      else next.delete(reference.referenceId);
                      return next;
                    })
                  }
                  onOpen={() => open(reference)}
                  onDelete={() => erase([reference.referenceId])}
                />
              ))}
            </ul>
          </Stack>
        )}
      </PageLoader>
      <ReferenceDocumentModal file={pdf} onClose={() => setPdf(null)} />
    </PageFrame>
  );
}
