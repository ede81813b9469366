import { LineChart } from '@mantine/charts';
import { Box, Center, Group, Loader, MultiSelect, Paper, Select, Tabs, Text, Title } from '@mantine/core';
import {
  COMPLIANCE_SLUGS,
  dashboardMessages,
  type ComplianceSlug,
  type DashboardFormOption,
} from '@envirotrack/shared';
import { DayInput } from './period-control';
import { dashboardYears, frequencyOf, type DashboardState } from './dashboard-state';

const PALETTE = [
  'blue.7',
  'teal.7',
  'grape.7',
  'orange.8',
  'red.7',
  'cyan.8',
  'lime.8',
  'pink.7',
  'indigo.7',
];

export interface LineData {
  labels: string[];
  chartData: Record<string, string | number>[];
}

/** A line chart of one frequency (the screen shows the active tab's; print shows all five). */
export function LineChartView({
  slug,
  data,
  loading,
  print,
}: {
  slug: ComplianceSlug;
  data: LineData | undefined;
  loading: boolean;
  print?: boolean;
}) {
  const title = dashboardMessages.lineChartTitle(frequencyOf(slug));
  return (
    <Box>
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      {loading && !data ? (
        <Center h={220}>
          <Loader size="sm" aria-label={`Loading ${title}`} />
        </Center>
      ) : !data || data.labels.length === 0 ? (
        <Center h={220}>
          <Text c="dimmed">{dashboardMessages.noDetails}</Text>
        </Center>
      ) : (
        <LineChart
          h={240}
          data={data.chartData}
          dataKey="xName"
          series={data.labels.map((name, i) => ({ name, color: PALETTE[i % PALETTE.length] ?? 'blue.7' }))}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 60 }}
          withTooltip={!print}
          curveType="linear"
          lineChartProps={{ accessibilityLayer: false }}
          // No animation: a print snapshot or a slow machine would catch the lines half drawn.
          lineProps={{ isAnimationActive: false }}
          aria-label={title}
        />
      )}
    </Box>
  );
}

interface LineChartPanelProps {
  state: DashboardState;
  todayIso: string;
  forms: DashboardFormOption[];
  data: LineData | undefined;
  loading: boolean;
  onChange: (change: Partial<DashboardState>) => void;
}

/** Frequency tabs, the Inspection multi-select, the line chart's date filter and the active line chart. */
export function LineChartPanel({ state, todayIso, forms, data, loading, onChange }: LineChartPanelProps) {
  const years = dashboardYears(todayIso).map(String);
  const picked = state.inspectionForm.length ? state.inspectionForm : ['All'];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Line charts">
      <Tabs
        value={state.tab}
        onChange={(value) => {
          const tab = COMPLIANCE_SLUGS.find((slug) => slug === value);
          // Each frequency has its own forms: the Inspection filter starts again at All.
          if (tab && tab !== state.tab) onChange({ tab, inspectionForm: [] });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="sm">
          {COMPLIANCE_SLUGS.map((slug) => (
            <Tabs.Tab key={slug} value={slug}>
              {frequencyOf(slug)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
          <MultiSelect
            label="Inspection"
            size="xs"
            miw={240}
            maw={520}
            style={{ flex: '1 1 240px' }}
            data={[
              { value: 'All', label: 'All' },
              ...forms.map((form) => ({ value: form.FormId, label: form.FormName })),
            ]}
            value={picked}
            searchable
            onChange={(values) => {
              // Spec 3 §2.8: choosing All clears the others; choosing another removes All.
              const added = values.find((value) => !picked.includes(value));
              const next = added === 'All' || values.length === 0 ? [] : values.filter((v) => v !== 'All');
              onChange({ inspectionForm: next });
            }}
          />
          {(state.tab === 'daily' || state.tab === 'weekly') && (
            <DayInput
              label="Line chart date"
              value={state.lineDate}
              min={`${years.at(-1)}-01-01`}
              max={todayIso}
              onChange={(lineDate) => onChange({ lineDate })}
            />
          )}
          {(state.tab === 'monthly' || state.tab === 'quarterly') && (
            <Select
              aria-label="Line chart year"
              size="xs"
              w={90}
              data={years}
              value={state.lineDate.slice(0, 4)}
              allowDeselect={false}
              onChange={(value) =>
                value && onChange({ lineDate: value === todayIso.slice(0, 4) ? todayIso : `${value}-01-01` })
              }
            />
          )}
        </Group>
        {COMPLIANCE_SLUGS.map((slug) => (
          <Tabs.Panel key={slug} value={slug}>
            <LineChartView slug={slug} data={data} loading={loading} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
