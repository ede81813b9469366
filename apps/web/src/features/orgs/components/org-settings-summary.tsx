import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { WEEKDAY_LABELS, type OrgDetails } from '@envirotrack/shared';
import { OrgInfoList } from './org-info-list';

const none = (
  <Text span inherit c="dimmed">
    None
  </Text>
);

const flag = (on: boolean, yes: string, no: string) => (
  <Badge variant="light" color={on ? 'green' : 'gray'} tt="none" size="lg" fw={500}>
    {on ? yes : no}
  </Badge>
);

/** The special settings of an organisation, read-only. */
export function OrgSettingsSummary({ organisation }: { organisation: OrgDetails }) {
  const { settings, orgRegion } = organisation;
  const archived = settings.archivedApp;
  const allowed = orgRegion.filter((region) => archived?.regionIds.includes(region.regionId));

  return (
    <OrgInfoList
      items={[
        {
          label: 'Inspections menu',
          value: flag(settings.singleInspectionsLink, 'Single Inspections link', 'Two links'),
        },
        { label: 'Housekeeping', value: flag(!settings.hideHousekeeping, 'Shown', 'Hidden') },
        { label: 'Header text', value: settings.headerText || none },
        { label: 'Close flags within', value: `${settings.flagCloseDays} days` },
        {
          label: 'Daily forms due on',
          value: settings.dailyDueDays.map((day) => WEEKDAY_LABELS[day - 1]).join(', '),
        },
        {
          label: 'Archived application',
          value: archived ? (
            <Anchor href={archived.url} target="_blank" rel="noopener noreferrer" fw={600}>
              <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
                {archived.label}
                <IconExternalLink size={14} />
              </Group>
            </Anchor>
          ) : (
            none
          ),
        },
        ...(archived
          ? [
              { label: 'Archived link tooltip', value: archived.tooltip || none },
              {
                label: 'Archived link shown to',
                value: ['L1 and L2 users', ...allowed.map((region) => region.regionName)].join(', '),
              },
            ]
          : []),
      ]}
    />
  );
}
