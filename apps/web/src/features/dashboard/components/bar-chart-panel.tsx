import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import {
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  DASHBOARD_COLOURS,
  dashboardMessages,
  type ComplianceBar,
  type ComplianceSlug,
  messages,
} from '@envirotrack/shared';
import { ExportMenu } from '../../../components/export-menu';
import { frequencyOf } from './dashboard-state';

export type BarStatus = 'complete' | 'incomplete';

interface BarChartPanelProps {
  slug: ComplianceSlug;
  bars: ComplianceBar[] | undefined;
  flaggedCount: number | undefined;
  loading: boolean;
  failed: boolean;
  /** The date control (the print layout shows none). */
  control?: React.ReactNode;
  /** 'View All <Freq> Forms': the report list of the period (spec 3 §2.8). */
  viewAll: string;
  onBar: (bar: ComplianceBar, status: BarStatus) => void;
  onFlagged: () => void;
  /** Print: no tooltip, no table toggle, no links. */
  print?: boolean;
  /** The counts' export call with the chart's period and filters (not in print). */
  exportPath?: string;
}

const series = [
  { name: 'Complete', color: DASHBOARD_COLOURS.complete },
  { name: 'InComplete', color: DASHBOARD_COLOURS.incomplete },
];
const BAR_SLOT = 56;

/** One frequency's bar chart: Complete vs InComplete per plant, with its table alternative. */
export function BarChartPanel(props: BarChartPanelProps) {
  const { slug, bars, flaggedCount, loading, failed, control, viewAll, onBar, onFlagged, print, exportPath } =
    props;
  const [table, setTable] = useState(false);
  const label = frequencyOf(slug);
  const headingId = `bar-${slug}-title`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={3} fz="md" id={headingId}>
          {label}
        </Title>
        {control}
      </Group>
      {loading && !bars ? (
        <Center h={220}>
          <Loader size="sm" aria-label={`Loading ${label} chart`} />
        </Center>
      ) : failed && !bars ? (
        <Center h={220}>
          <Text c="red">{messages.pageError}</Text>
        </Center>
      ) : !bars || bars.length === 0 ? (
        <Center h={220}>
          <Text c="dimmed">{dashboardMessages.noDetails}</Text>
        </Center>
      ) : (
        <>
          {/* Many plants scroll sideways: the viewport takes focus so that the keyboard scrolls it too. */}
          <ScrollArea
            type="auto"
            offsetScrollbars
            viewportProps={
              print ? undefined : { tabIndex: 0, role: 'group', 'aria-label': `${label} chart, by plant` }
            }
          >
            <Box
              miw={print ? undefined : Math.max(280, bars.length * BAR_SLOT)}
              data-testid={`bar-chart-${slug}`}
            >
              <BarChart
                h={240}
                data={bars}
                dataKey="xName"
                series={series}
                withLegend
                legendProps={{ verticalAlign: 'top', height: 36 }}
                tooltipAnimationDuration={0}
                withTooltip={!print}
                maxBarWidth={28}
                barChartProps={{ accessibilityLayer: false }}
                barProps={(s) => ({
                  isAnimationActive: false,
                  cursor: print ? undefined : 'pointer',
                  onClick: (entry: { payload?: ComplianceBar }) => {
                    if (entry.payload)
                      onBar(entry.payload, s.name === 'Complete' ? 'complete' : 'incomplete');
                  },
                })}
              />
            </Box>
          </ScrollArea>
          {!print && (
            <Button
              variant="subtle"
              size="compact-xs"
              mt={4}
              aria-expanded={table}
              onClick={() => setTable((shown) => !shown)}
            >
              {table ? 'Hide table' : `Show ${label} as a table`}
            </Button>
          )}
          {table && !print && <BarTable slug={slug} bars={bars} onBar={onBar} />}
        </>
      )}
      {!print && (
        <Group justify="space-between" mt="sm" gap="xs">
          <Anchor component={Link} to={viewAll} size="sm">
            {dashboardMessages.viewAll(label)}
          </Anchor>
          <UnstyledButton onClick={onFlagged} fz="sm" c="red.8" fw={600} td="underline">
            {dashboardMessages.flaggedCount(label, flaggedCount ?? 0)}
          </UnstyledButton>
          {exportPath && (
            <ExportMenu
              path={exportPath}
              fallbackName={`${slug}-compliance`}
              label={dashboardMessages.exportCounts(label)}
              size="compact-sm"
            />
          )}
        </Group>
      )}
      {print && (
        <Text size="sm" mt="xs" c="red.8">
          {dashboardMessages.flaggedCount(label, flaggedCount ?? 0)}
        </Text>
      )}
    </Paper>
  );
}

/** The chart's accessible alternative: the same numbers, each a button opening the bar's pop-up. */
function BarTable({
  slug,
  bars,
  onBar,
}: {
  slug: ComplianceSlug;
  bars: ComplianceBar[];
  onBar: BarChartPanelProps['onBar'];
}) {
  return (
    <Table.ScrollContainer minWidth={280} mah={260}>
      <Table
        striped
        withTableBorder
        fz="sm"
        aria-label={`${frequencyOf(slug)} Complete and InComplete per plant`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Plant</Table.Th>
            <Table.Th scope="col">Complete</Table.Th>
            <Table.Th scope="col">InComplete</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bars.map((bar) => (
            <Table.Tr key={bar.plantUId}>
              <Table.Th scope="row" fw={500}>
                {bar.xName}
              </Table.Th>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="outline"
                  color="green.9"
                  aria-label={`${bar.Complete} Complete at ${bar.xName}`}
                  onClick={() => onBar(bar, 'complete')}
                >
                  {bar.Complete}
                </Button>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="outline"
                  color="orange.9"
                  aria-label={`${bar.InComplete} InComplete at ${bar.xName}`}
                  onClick={() => onBar(bar, 'incomplete')}
                >
                  {bar.InComplete}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
