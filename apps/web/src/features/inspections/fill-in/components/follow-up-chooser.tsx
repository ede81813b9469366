import { useId } from 'react';
import { Badge, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { followUpMessages, formatMdyDate, moduleSuffix, type OpenFlag } from '@envirotrack/shared';
import { ErrorView } from '../../../../components/error-view';
import type { useOpenFlags } from '../../../../lib/open-flags';

interface FollowUpChooserProps {
  query: ReturnType<typeof useOpenFlags>;
  /** The flags the user unchecked (every listed flag starts checked). */
  unchecked: ReadonlySet<number>;
  onToggle: (flagId: number, checked: boolean) => void;
}

/**
 * A corrective-action follow-up form (Yes to 'Is this a corrective action follow-up form?'): the plant's open
 * flags, all checked, linked to the form when it is submitted (docs/decisions.md).
 */
export function FollowUpChooser({ query, unchecked, onToggle }: FollowUpChooserProps) {
  const titleId = useId();
  const hintId = useId();
  const flags = query.data?.flags ?? [];
  const none = flags.length > 0 && flags.every((flag) => unchecked.has(flag.flagId));

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
      data-testid="follow-up-chooser"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {followUpMessages.chooserTitle}
          </Title>
          <Text size="sm" c="dimmed" id={hintId}>
            {followUpMessages.chooserHint}
          </Text>
        </div>
        {query.isPending ? (
          <Group justify="center" py="sm" aria-busy="true">
            <Loader size="sm" aria-label="Loading the open flags" />
          </Group>
        ) : query.isError ? (
          <ErrorView onRetry={() => void query.refetch()} />
        ) : flags.length === 0 ? (
          <Text size="sm">{followUpMessages.chooserEmpty}</Text>
        ) : (
          <Stack gap="xs" role="group" aria-labelledby={titleId} aria-describedby={hintId}>
            {flags.map((flag) => (
              <FlagChoice
                key={flag.flagId}
                flag={flag}
                checked={!unchecked.has(flag.flagId)}
                onToggle={(checked) => onToggle(flag.flagId, checked)}
              />
            ))}
          </Stack>
        )}
        {query.data && query.data.totalCount > flags.length && (
          <Text size="sm" c="dimmed">
            {followUpMessages.chooserMore(flags.length, query.data.totalCount)}
          </Text>
        )}
        {none && (
          <Text size="sm" role="status">
            {followUpMessages.chooserNone}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function FlagChoice({
  flag,
  checked,
  onToggle,
}: {
  flag: OpenFlag;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const form = flag.pointSource ? `${flag.inspectionName} (${flag.pointSource})` : flag.inspectionName;
  return (
    <Paper withBorder radius="sm" px="sm" py={8} bg={checked ? 'green.0' : undefined}>
      <Checkbox
        checked={checked}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        label={
          <Group gap={6} wrap="wrap" component="span">
            <Text span size="sm" fw={600}>
              {form}
            </Text>
            <Text span size="sm">
              · report of {formatMdyDate(flag.inspectionDate)}
            </Text>
            {flag.overdue && (
              <Badge
                color="red"
                variant="light"
                size="sm"
                radius="sm"
                leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
              >
                {followUpMessages.overdue}
              </Badge>
            )}
          </Group>
        }
        description={`${flag.question}${moduleSuffix(flag.moduleIndex)} — Answer: ${flag.answer} · Close by ${formatMdyDate(flag.dueDate)}`}
      />
    </Paper>
  );
}
