import { useEffect, useState } from 'react';
import { Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries, useQuery } from '@tanstack/react-query';
import { IconPrinter } from '@tabler/icons-react';
import {
  bulkPrintControl,
  bulkPrintMessages,
  FIRST_REPORT_YEAR,
  FREQUENCIES,
  paths,
  STATUS,
  today,
  type Frequency,
} from '@envirotrack/shared';
import { ErrorView } from '../../../components/error-view';
import { EvidencePackButton } from '../../../components/evidence-pack/evidence-pack-button';
import { PageFrame } from '../../../components/page-frame';
import { useSession } from '../../../lib/session';
import { useBulkPrintForms, type BulkPrintChoice } from '../api/get-bulk-print';
import { getInspectionPlants } from '../api/get-inspection-plants';
import { reportQuery } from '../api/get-report';
import { ReportView } from '../report/components/report-view';

const SEARCH_DELAY_MS = 300;
const currentYear = Number(today().slice(0, 4));
/** Spec 3 §2.4 offers 2020 to 2025; the reports go back to 2018 and on to this year (docs/decisions.md). */
const YEARS = Array.from({ length: currentYear - FIRST_REPORT_YEAR + 1 }, (_, i) => String(currentYear - i));

interface PlantOption {
  value: string;
  label: string;
}

/** The Plant filter: 'plantId - plantName', searched on the server (an organisation may have thousands). */
function usePlantOptions(search: string, chosen: PlantOption | null) {
  const session = useSession();
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const term = debounced.replace(/[^A-Za-z0-9 ]/g, '').trim();
  const plants = useQuery({
    queryKey: ['plants', 'bulk-print-options', term],
    queryFn: ({ signal }) =>
      getInspectionPlants(
        { page: 1, search: term, status: STATUS.active, sort: 'plantId', ascending: true },
        String(session?.UniqueId ?? ''),
        signal,
      ),
  });
  const options = (plants.data?.rows ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.plantId} - ${p.plantName}`,
  }));
  const withChosen =
    chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  return { options: withChosen, isFetching: plants.isFetching };
}

/** `/reports/bulk-print` (spec 3 §2.4): one plant's reports of a form for a period, printed one after another. */
export function BulkPrintRoute() {
  const [plant, setPlant] = useState<PlantOption | null>(null);
  const [plantSearch, setPlantSearch] = useState('');
  const [frequency, setFrequency] = useState<Frequency | null>(null);
  const [date, setDate] = useState('');
  const [year, setYear] = useState<string | null>(null);
  const [formId, setFormId] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const plantOptions = usePlantOptions(plant && plantSearch === plant.label ? '' : plantSearch, plant);

  const control = frequency ? bulkPrintControl(frequency) : null;
  // Loading needs the plant and frequency, plus a date (Daily, Weekly) or a year (Monthly, Quarterly).
  const choice: BulkPrintChoice | null =
    plant && frequency && (control !== 'date' || date) && (control !== 'year' || year)
      ? {
          plantId: Number(plant.value),
          frequency,
          date: control === 'date' ? date : null,
          year: control === 'year' && year ? Number(year) : null,
        }
      : null;
  const forms = useBulkPrintForms(choice);
  const form = forms.data?.find((f) => f.formId === formId) ?? null;
  const reports = useQueries({
    queries: (form?.reports ?? []).map((r) => reportQuery(r.inspectionId)),
  });
  const loaded = reports.filter((r) => r.data).length;
  const allLoaded = form !== null && loaded === form.reports.length;

  useEffect(() => {
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);
  useEffect(() => {
    if (!printing) return;
    // The Print button leaves the page first (spec 3 §2.4 'hidden while printing').
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [printing]);

  return (
    <PageFrame
      title={bulkPrintMessages.title}
      backTo={paths.reports('daily')}
      actions={
        <Group gap="xs" className="no-print">
          {plant && <EvidencePackButton plantId={Number(plant.value)} />}
          {allLoaded && form.reports.length > 0 && !printing && (
            <Button leftSection={<IconPrinter size={16} />} onClick={() => setPrinting(true)}>
              {bulkPrintMessages.print}
            </Button>
          )}
        </Group>
      }
    >
      <Stack gap="lg">
        <Paper
          withBorder
          radius="md"
          p="md"
          className="no-print"
          component="section"
          aria-label="Choose reports"
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <Select
              label={bulkPrintMessages.plant}
              placeholder="Search plant id or name"
              searchable
              data={plantOptions.options}
              value={plant?.value ?? null}
              searchValue={plantSearch}
              onSearchChange={setPlantSearch}
              filter={({ options }) => options}
              onChange={(value, option) => {
                // A new plant resets everything after it.
                setPlant(value && option ? { value, label: option.label } : null);
                setFrequency(null);
                setDate('');
                setYear(null);
                setFormId(null);
              }}
              rightSection={plantOptions.isFetching ? <Loader size={16} /> : undefined}
              nothingFoundMessage="No plants found"
            />
            <Select
              label={bulkPrintMessages.frequency}
              placeholder="Choose the frequency"
              data={[...FREQUENCIES]}
              value={frequency}
              disabled={!plant}
              allowDeselect={false}
              onChange={(value) => {
                setFrequency(FREQUENCIES.find((f) => f === value) ?? null);
                setDate('');
                setYear(null);
                setFormId(null);
              }}
            />
            {control === 'date' && (
              <TextInput
                type="date"
                label={bulkPrintMessages.date}
                value={date}
                min={`${FIRST_REPORT_YEAR}-01-01`}
                max={today()}
                onChange={(event) => {
                  setDate(event.currentTarget.value);
                  setFormId(null);
                }}
              />
            )}
            {control === 'year' && (
              <Select
                label={bulkPrintMessages.year}
                placeholder="Choose the year"
                data={YEARS}
                value={year}
                allowDeselect={false}
                onChange={(value) => {
                  setYear(value);
                  setFormId(null);
                }}
              />
            )}
            <Select
              label={bulkPrintMessages.inspection}
              placeholder={choice ? 'Choose the inspection' : bulkPrintMessages.choosePlantFirst}
              data={(forms.data ?? []).map((f) => ({
                value: f.formId,
                label: `${f.inspectionName} (${f.reports.length})`,
              }))}
              value={formId}
              disabled={!choice || !forms.data?.length}
              onChange={setFormId}
              rightSection={forms.isFetching ? <Loader size={16} /> : undefined}
            />
          </SimpleGrid>
        </Paper>
        {forms.isError && <ErrorView onRetry={() => void forms.refetch()} />}
        {choice && forms.data?.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {bulkPrintMessages.noReports}
          </Text>
        )}
        {form && !allLoaded && (
          <Group gap="sm" justify="center" role="status">
            <Loader size="sm" />
            <Text size="sm">{bulkPrintMessages.loading(loaded, form.reports.length)}</Text>
          </Group>
        )}
        {reports.some((r) => r.isError) && (
          <ErrorView onRetry={() => reports.forEach((r) => r.isError && void r.refetch())} />
        )}
        {allLoaded &&
          reports.map((r) =>
            r.data ? <ReportView key={r.data.inspectionId} report={r.data} titleOnScreen /> : null,
          )}
      </Stack>
    </PageFrame>
  );
}
