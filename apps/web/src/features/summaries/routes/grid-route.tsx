import { Alert, Box, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import {
  FIRST_REPORT_YEAR,
  MONTH_LABELS,
  paths,
  reportSlugOf,
  summaryMessages,
  today,
  type FormGrid,
  type Frequency,
  FREQUENCIES,
} from '@envirotrack/shared';
import { PageFrame } from '../../../components/page-frame';
import { ErrorView } from '../../../components/error-view';
import { useFormGrid } from '../api/summaries';
import { GridTable } from '../components/grid-table';

/** `/reports/{frequency}?plantUId&formId&date[&pointSource]`: the checklist grid (spec 3 §2.3). */
export function GridRoute({ slug }: { slug: string }) {
  const [query, setQuery] = useSearchParams();
  const frequency = FREQUENCIES.find((f) => f.toLowerCase() === reportSlugOf(slug)) as Frequency;
  const todayIso = today();
  const date = query.get('date') ?? todayIso;
  const asked = {
    frequency,
    plantUId: Number(query.get('plantUId')),
    formId: query.get('formId') ?? '',
    date,
    pointSource: query.get('pointSource'),
  };
  const grid = useFormGrid(asked);
  const setDate = (next: string) => {
    const params = new URLSearchParams(query);
    params.set('date', next);
    setQuery(params, { replace: true });
  };
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const years = Array.from({ length: Number(todayIso.slice(0, 4)) - FIRST_REPORT_YEAR + 1 }, (_, i) =>
    String(Number(todayIso.slice(0, 4)) - i),
  );
  const data: FormGrid | undefined = grid.data?.data;
  const title = data
    ? summaryMessages.gridTitle(data.form.formName, data.when, data.plant.plantId, data.pointSource)
    : summaryMessages.title;
  const byMonth = frequency === 'Daily' || frequency === 'Weekly';
  const pad = (n: number) => String(n).padStart(2, '0');

  return (
    <PageFrame
      title={title}
      titleLines={3}
      backTo={paths.summaryReports}
      actions={
        <Button
          className="no-print"
          variant="light"
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.print()}
        >
          {summaryMessages.print}
        </Button>
      }
    >
      <Stack gap="md">
        <Group gap="sm" className="no-print">
          {byMonth && (
            <Select
              label={summaryMessages.month}
              data={MONTH_LABELS.map((label, i) => ({ value: String(i + 1), label }))}
              value={String(month)}
              onChange={(value) => value && setDate(`${year}-${pad(Number(value))}-01`)}
              allowDeselect={false}
              w={120}
            />
          )}
          <Select
            label={summaryMessages.year}
            data={years}
            value={String(year)}
            onChange={(value) => value && setDate(`${value}-${pad(byMonth ? month : 1)}-01`)}
            allowDeselect={false}
            w={120}
          />
        </Group>
        {grid.isLoading && <Loader aria-label="Loading" />}
        {grid.isError && <ErrorView message={grid.error.message} onRetry={() => void grid.refetch()} />}
        {data && data.rows.length <= 1 && <Alert color="gray">{summaryMessages.noQuestions}</Alert>}
        {/* The grid scrolls sideways on narrow screens: reachable by Tab so a keyboard can scroll it too. */}
        {data && (
          <Box tabIndex={0} role="region" aria-label={title} style={{ overflowX: 'auto' }}>
            <GridTable grid={data} caption={title} />
          </Box>
        )}
        {!data && !grid.isLoading && !grid.isError && <Text>{summaryMessages.chooseForm}</Text>}
      </Stack>
    </PageFrame>
  );
}
