import { Group, Paper, Text } from '@mantine/core';
import { flaggedReportMessages, type FlaggedCount } from '@envirotrack/shared';

/** The period's counts (spec 3 §2.6 'Open Flags', 'Total / Complete'), with the overdue ones apart. */
export function FlagCounts({ counts }: { counts: FlaggedCount | undefined }) {
  const items: [string, string, string][] = [
    [flaggedReportMessages.openFlags, String(counts?.open ?? '–'), 'red.9'],
    [flaggedReportMessages.totalComplete, counts ? `${counts.total} / ${counts.closed}` : '–', 'dark.7'],
    [flaggedReportMessages.overdue, String(counts?.overdue ?? '–'), 'orange.9'],
  ];
  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label="Flag counts">
      {items.map(([label, value, color]) => (
        <Paper key={label} withBorder px="md" py={6} radius="md" data-count={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} c={color} aria-live="polite">
            {value}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
