import { useId, useState } from 'react';
import { ActionIcon, Button, Group, Popover, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconFlag3Filled } from '@tabler/icons-react';
import {
  flagMessages,
  formatDisplayDate,
  today,
  type AttachmentInfo,
  type FlagFollowUp as FlagRecord,
} from '@envirotrack/shared';
import { notifyError, notifySuccess } from '../../lib/notify';
import { EvidencePicker } from './evidence-picker';
import { useCloseFlag } from './close-flag';

export interface FlagFollowUpProps {
  flag: Pick<FlagRecord, 'inspectionId' | 'questionId' | 'moduleIndex'>;
  /** The day the report was submitted (ISO): the earliest follow-up date. */
  submittedOn: string;
  /** Where the control is: the texts of an empty comment differ (spec 3 §5). */
  place: 'report' | 'list';
  /** What the question is, for the control's accessible name. */
  label: string;
  /** The report's plant: whose organisation a photo is uploaded to. */
  plantId?: number;
}

/**
 * The follow-up control of an open flag (spec 3 §2.6, §4, §5): its icon opens 'Comments:' with a date and the
 * comment; Done (shown once something is typed) closes it. Where a flag is shown closed, withdrawn or read-only,
 * the caller shows its state instead.
 */
export function FlagFollowUp({ flag, submittedOn, place, label, plantId }: FlagFollowUpProps) {
  const [opened, setOpened] = useState(false);
  const [comments, setComments] = useState('');
  const [date, setDate] = useState(today());
  const [problem, setProblem] = useState<string | null>(null);
  const [photo, setPhoto] = useState<AttachmentInfo | null>(null);
  const close = useCloseFlag();
  const titleId = useId();
  const last = today();

  const done = () => {
    if (!comments.trim()) {
      const message =
        place === 'report' ? flagMessages.commentsRequiredOnReport : flagMessages.commentsRequired;
      setProblem(message);
      return;
    }
    if (!date || date < submittedOn || date > last) {
      setProblem(flagMessages.dateRange(formatDisplayDate(submittedOn), formatDisplayDate(last)));
      return;
    }
    setProblem(null);
    close.mutate(
      {
        inspectionId: flag.inspectionId,
        questionId: flag.questionId,
        moduleIndex: flag.moduleIndex,
        comments,
        date,
        ...(photo ? { evidence: photo.name } : {}),
      },
      {
        onSuccess: ({ message }) => {
          setOpened(false);
          setPhoto(null);
          notifySuccess(message ?? flagMessages.closed);
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="light"
          color="red"
          aria-label={`Open flag: follow up ${label}`}
          aria-expanded={opened}
          data-flag="open"
          onClick={() => setOpened((open) => !open)}
        >
          <IconFlag3Filled size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown w={300} aria-labelledby={titleId}>
        <Stack gap="sm">
          <Text size="sm" fw={600} id={titleId}>
            Comments:
          </Text>
          <TextInput
            type="date"
            label="Follow-up date"
            value={date}
            min={submittedOn}
            max={last}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
          <Textarea
            aria-label="Comments"
            placeholder="Add your comments..."
            autosize
            minRows={3}
            maxLength={2000}
            value={comments}
            error={problem}
            onChange={(event) => setComments(event.currentTarget.value)}
          />
          <EvidencePicker photo={photo} onChange={setPhoto} plantId={plantId} />
          {comments.length > 0 && (
            <Group justify="flex-end">
              <Button size="xs" loading={close.isPending} onClick={done}>
                Done
              </Button>
            </Group>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
