import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { durations, formMessages, type FormWithQuestions } from '@envirotrack/shared';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteForm } from '../api/delete-form';
import { confirmYesNo } from '../../../components/confirm';

interface SetupToolbarProps {
  form: FormWithQuestions;
  /** Renaming may make an organisation copy, which unsaved work could not follow. */
  dirty: boolean;
  canDelete: boolean;
  onRename: () => void;
  onDeleted: () => void;
}

/** The page's pencil (rename, every level that may open it) and trash (delete, L1 only): spec 2 §6. */
export function SetupToolbar({ form, dirty, canDelete, onRename, onDeleted }: SetupToolbarProps) {
  const remove = useDeleteForm();

  const askDelete = () =>
    confirmYesNo({
      title: 'Delete inspection form',
      message: formMessages.deleteConfirm(form.FormName),
      danger: true,
      onYes: () =>
        remove.mutate(form.FormId, {
          onSuccess: ({ message }) => {
            notifySuccess(message ?? formMessages.formDeleted, durations.saved);
            onDeleted();
          },
          onError: (error) => notifyError(error),
        }),
    });

  return (
    <>
      <Tooltip label={dirty ? formMessages.saveBeforeRename : 'Rename'} openDelay={300} multiline maw={240}>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label="Rename form"
          // Not `disabled`: a disabled button would not show the tooltip saying why.
          data-disabled={dirty || undefined}
          aria-disabled={dirty}
          onClick={() => {
            if (!dirty) onRename();
          }}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {canDelete && (
        <Tooltip label="Delete form" openDelay={300}>
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            aria-label="Delete form"
            onClick={askDelete}
            loading={remove.isPending}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
