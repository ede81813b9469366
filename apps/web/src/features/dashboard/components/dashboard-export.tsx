import { Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import {
  COMPLIANCE_SLUGS,
  DASHBOARD_PRINT_BREAK_AFTER,
  dashboardMessages,
  formatDisplayDate,
  type ComplianceSummary,
} from '@envirotrack/shared';
import { ExportPreview } from '../../../components/export-preview';
import { lineChartQuery, type DashboardFilters } from '../api/dashboard-api';
import { BarChartPanel } from './bar-chart-panel';
import { LineChartView } from './line-chart-panel';

const PRINT_WIDTH = 760;

interface DashboardExportProps {
  summaries: (ComplianceSummary | undefined)[];
  filters: DashboardFilters;
  lineDate: string;
  todayIso: string;
}

/** 'Export as PDF' (spec 3 §2.8, §4): a print preview of every chart, then dashboard--{d/m/yyyy}.pdf. */
export function DashboardExport(props: DashboardExportProps) {
  return (
    <ExportPreview
      label={dashboardMessages.exportPdf}
      fileName={() => dashboardMessages.pdfName(new Date())}
      width={PRINT_WIDTH}
      what="Dashboard"
    >
      <DashboardPrint {...props} />
    </ExportPreview>
  );
}

/**
 * The print layout: all five line charts, then the five bar charts, two a row; a page break between
 * Weekly and Monthly when they hold more than 20 plants together, and between Quarterly and Yearly likewise.
 */
function DashboardPrint({ summaries, filters, lineDate, todayIso }: DashboardExportProps) {
  const lines = useQueries({
    queries: COMPLIANCE_SLUGS.map((slug) => lineChartQuery(slug, lineDate, filters)),
  });
  const count = (index: number) => summaries[index]?.data.length ?? 0;
  const breakWeeklyMonthly = count(1) + count(2) > DASHBOARD_PRINT_BREAK_AFTER;
  const breakQuarterlyYearly = count(3) + count(4) > DASHBOARD_PRINT_BREAK_AFTER;
  const bar = (index: number) => {
    const slug = COMPLIANCE_SLUGS[index] ?? 'daily';
    const summary = summaries[index];
    return (
      <BarChartPanel
        key={slug}
        slug={slug}
        bars={summary?.data}
        flaggedCount={summary?.flaggedFormsCount}
        loading={!summary}
        failed={false}
        viewAll=""
        onBar={() => undefined}
        onFlagged={() => undefined}
        print
      />
    );
  };
  const pageBreak = { 'data-page-break': '' };
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2} fz="h3">
          Dashboard
        </Title>
        <Text size="sm" c="dimmed">
          {formatDisplayDate(todayIso)}
        </Text>
      </Group>
      {COMPLIANCE_SLUGS.map((slug, index) => (
        <LineChartView
          key={slug}
          slug={slug}
          data={lines[index]?.data?.data}
          loading={lines[index]?.isPending ?? true}
          print
        />
      ))}
      <Box {...pageBreak}>{bar(0)}</Box>
      {breakWeeklyMonthly ? (
        <>
          {bar(1)}
          <Box {...pageBreak}>{bar(2)}</Box>
        </>
      ) : (
        <SimpleGrid cols={2}>
          {bar(1)}
          {bar(2)}
        </SimpleGrid>
      )}
      <Box {...pageBreak}>
        {breakQuarterlyYearly ? (
          bar(3)
        ) : (
          <SimpleGrid cols={2}>
            {bar(3)}
            {bar(4)}
          </SimpleGrid>
        )}
      </Box>
      {breakQuarterlyYearly && <Box {...pageBreak}>{bar(4)}</Box>}
    </Stack>
  );
}
