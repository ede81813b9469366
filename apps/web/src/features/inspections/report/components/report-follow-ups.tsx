import type { ReactNode } from 'react';
import { Anchor, Badge, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  followUpMessages,
  formatMdyDate,
  paths,
  type FlagAssociation,
  type FollowedFlag,
  type ReportDetails,
} from '@envirotrack/shared';
import classes from './report.module.css';

type LinkedReport = Pick<
  FollowedFlag,
  'inspectionId' | 'formId' | 'inspectionName' | 'frequency' | 'inspectionDate'
>;

const STATUS_LABEL: Record<FollowedFlag['status'], string> = {
  open: 'Flag open',
  closed: 'Flag closed',
  withdrawn: 'Flag withdrawn',
};
const STATUS_COLOR: Record<FollowedFlag['status'], string> = {
  open: 'orange',
  closed: 'green',
  withdrawn: 'gray',
};

function ReportLink({ report }: { report: LinkedReport }) {
  return (
    <Anchor
      component={Link}
      to={paths.reportDetail(report.frequency.toLowerCase(), report.inspectionId, report.formId)}
      size="sm"
      fw={600}
    >
      {report.inspectionName}, {formatMdyDate(report.inspectionDate)}
    </Anchor>
  );
}

/**
 * The corrective-action links of a report (spec 3 §3 Associations): the flags a follow-up form answers
 * ('Follow-up of:') and, on a flagged report, the follow-up forms linked to its flags ('Followed up by:').
 * Nothing at all when it has neither, so other reports look as before.
 */
export function ReportFollowUps({ report }: { report: Pick<ReportDetails, 'followsUp' | 'associations'> }) {
  if (!report.followsUp.length && !report.associations.length) return null;
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      className={classes.part}
      component="section"
      aria-label="Corrective action"
    >
      <Stack gap="sm">
        {report.followsUp.length > 0 && (
          <FollowUpList title={followUpMessages.followUpOf} items={report.followsUp} render={FollowedItem} />
        )}
        {report.associations.length > 0 && (
          <FollowUpList
            title={followUpMessages.followedUpBy}
            items={report.associations}
            render={AssociationItem}
          />
        )}
      </Stack>
    </Paper>
  );
}

function FollowUpList<T extends { flagId: number; inspectionId: number }>({
  title,
  items,
  render: Item,
}: {
  title: string;
  items: T[];
  render: (props: { item: T }) => ReactNode;
}) {
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={`${item.flagId}:${item.inspectionId}`}>
            <Item item={item} />
          </List.Item>
        ))}
      </List>
    </div>
  );
}

function FollowedItem({ item }: { item: FollowedFlag }) {
  return (
    <Text size="sm" component="span">
      <ReportLink report={item} /> — {item.question}: {item.answer}{' '}
      <Badge size="sm" variant="light" radius="sm" color={STATUS_COLOR[item.status]}>
        {STATUS_LABEL[item.status]}
      </Badge>
    </Text>
  );
}

function AssociationItem({ item }: { item: FlagAssociation }) {
  return (
    <Text size="sm" component="span">
      <ReportLink report={item} /> — for {item.question}
    </Text>
  );
}
