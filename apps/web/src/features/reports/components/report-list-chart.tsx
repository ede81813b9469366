import '@mantine/charts/styles.css';
import { BarChart, DonutChart, PieChart } from '@mantine/charts';
import { Center, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  CHART_BAR_HEIGHT,
  CHART_COLOURS,
  chartMessages,
  type ChartSlug,
  type FormCounts,
} from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import { useFormCounts, type FormCountsParams } from '../api/get-form-counts';

/**
 * The quarterly and yearly lists' chart (spec 3 §2.1): Complete versus Incomplete due forms of the list's
 * period. A stacked horizontal bar per form (quarterly: Quarter Visual and ShopInspection; yearly: each yearly
 * form), or, with an inspection type chosen, a donut (quarterly) or pie (yearly) of all its forms.
 * Loaded lazily with @mantine/charts, so the other lists never fetch it. The drawing is inert (hidden from
 * assistive technology, no keyboard stop): a table or the legend says the same in words.
 */
export default function ReportListChart({ slug, params }: { slug: ChartSlug; params: FormCountsParams }) {
  const counts = useFormCounts(slug, params, true);
  const titleId = `report-chart-${slug}`;
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="md" id={titleId}>
          {chartMessages.title(slug)}
        </Title>
        {counts.isError ? (
          <ErrorView onRetry={() => void counts.refetch()} />
        ) : counts.data === undefined ? (
          <Center py="lg" aria-busy="true">
            <Loader size="sm" />
          </Center>
        ) : (
          <ChartBody slug={slug} data={counts.data} byType={params.inspectionType !== 'All'} />
        )}
      </Stack>
    </Paper>
  );
}

const SERIES = [
  { name: chartMessages.complete, color: CHART_COLOURS.complete },
  { name: chartMessages.incomplete, color: CHART_COLOURS.incomplete },
];

function ChartBody({ slug, data, byType }: { slug: ChartSlug; data: FormCounts; byType: boolean }) {
  const rows = data.bars.map((bar) => ({
    label: bar.label,
    [chartMessages.complete]: bar.Complete,
    [chartMessages.incomplete]: bar.InComplete,
  }));
  const empty = byType
    ? data.total.Complete + data.total.InComplete === 0
    : data.bars.every((bar) => bar.Complete + bar.InComplete === 0);
  if (empty)
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {chartMessages.empty}
      </Text>
    );
  if (byType) {
    const cells = [
      { name: chartMessages.complete, value: data.total.Complete, color: CHART_COLOURS.complete },
      { name: chartMessages.incomplete, value: data.total.InComplete, color: CHART_COLOURS.incomplete },
    ];
    const Chart = slug === 'quarterly' ? DonutChart : PieChart;
    return (
      <Group gap="xl" justify="center" wrap="wrap">
        <div inert>
          <Chart
            data={cells}
            withLabels
            labelsType="value"
            size={180}
            pieChartProps={{ accessibilityLayer: false }}
          />
        </div>
        <Legend counts={cells.map((c) => ({ label: c.name, value: c.value, color: c.color }))} />
      </Group>
    );
  }
  return (
    <>
      <div inert>
        <BarChart
          h={rows.length * CHART_BAR_HEIGHT + 70}
          data={rows}
          dataKey="label"
          type="stacked"
          orientation="vertical"
          series={SERIES}
          withLegend
          yAxisProps={{ width: 130 }}
          gridAxis="x"
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{chartMessages.title(slug)}</caption>
          <thead>
            <tr>
              <th scope="col">Form</th>
              <th scope="col">{chartMessages.complete}</th>
              <th scope="col">{chartMessages.incomplete}</th>
            </tr>
          </thead>
          <tbody>
            {data.bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td>{bar.Complete}</td>
                <td>{bar.InComplete}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}

function Legend({ counts }: { counts: { label: string; value: number; color: string }[] }) {
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {counts.map((c) => (
        <Group key={c.label} component="li" gap={8} wrap="nowrap">
          <span aria-hidden style={{ width: 14, height: 14, borderRadius: 3, background: c.color }} />
          <Text size="sm">
            {c.label}: <strong>{c.value}</strong>
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
