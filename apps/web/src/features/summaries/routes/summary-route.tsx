import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useOutletContext, useParams, useSearchParams } from 'react-router';
import {
  APP_TIME_ZONE,
  FREQUENCIES,
  reportSlugOf,
  STATUS,
  summaryMessages,
  today,
  type AccountInfo,
  type Frequency,
  type PlantListItem,
} from '@envirotrack/shared';
import { ListFrame, type ListColumn } from '../../../components/list-frame';
import { PageFrame } from '../../../components/page-frame';
import { currentSearchParams } from '../../../lib/address';
import { useSession } from '../../../lib/session';
import { usePlantForms, useSummaryPlants } from '../api/summaries';
import { FormCards } from '../components/form-cards';
import { SegmentedChoice } from '../../../components/segmented-choice';

/** `/summary-reports` and `/summary-reports/{frequency}`: plants, then the chosen plant's forms (spec 3 §2.5). */
export function SummaryRoute() {
  const session = useSession();
  const slug = reportSlugOf(useParams().frequency);
  const frequency = slug ? (FREQUENCIES.find((f) => f.toLowerCase() === slug) ?? null) : null;
  const [query, setQuery] = useSearchParams();
  // The summary date is the organisation's day (America/Chicago).
  const date = query.get('date') ?? today(APP_TIME_ZONE);
  const page = Number(query.get('pagenum') ?? 1) || 1;
  const status = query.get('status') === String(STATUS.inactive) ? STATUS.inactive : STATUS.active;
  const search = query.get('search') ?? '';
  const plantUId = Number(query.get('plantId')) || null;
  // From the address as it is when applied: a late search (debounced) must not undo a plant chosen meanwhile.
  const set = (changes: Record<string, string | null>) =>
    setQuery(
      () => {
        const next = currentSearchParams();
        next.set('date', next.get('date') ?? date);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const plants = useSummaryPlants({ page, search, status }, session?.userId ?? '');
  const account = useOutletContext<UseQueryResult<AccountInfo> | undefined>();
  // HouseKeeping forms too, unless the organisation hides housekeeping (its settings from /me).
  const showHousekeeping = account?.data ? !account.data.orgSettings.hideHousekeeping : false;
  const forms = usePlantForms(plantUId, date, 'Inspections');
  const housekeeping = usePlantForms(plantUId, date, 'HouseKeeping', showHousekeeping);
  if (!session) return null;
  const isL1 = session.Access_Level === 1;

  const columns: ListColumn<PlantListItem>[] = [
    { key: '#', label: '#', width: 56, render: (_row, n) => n },
    {
      key: 'plantId',
      label: 'Plant ID',
      render: (row) => (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-pressed={row.id === plantUId}
          onClick={() => set({ plantId: String(row.id), plant: row.plantId })}
        >
          {row.plantId}
        </Button>
      ),
    },
    { key: 'plantName', label: 'Plant Name', render: (row) => row.plantName },
    { key: 'plantRegionName', label: 'Region', render: (row) => row.plantRegionName },
    { key: 'facilityType', label: 'Facility Type', render: (row) => row.facilityType },
    { key: 'state', label: 'State', render: (row) => row.state },
  ];
  const chosen = forms.data;
  const shownFrequencies: Frequency[] = frequency ? [frequency] : [...FREQUENCIES];
  // A card per frequency with forms: the environmental ones, then the housekeeping ones.
  const byType = [
    { type: 'Inspections', prefix: '', data: chosen },
    { type: 'HouseKeeping', prefix: `${summaryMessages.housekeeping} - `, data: housekeeping.data },
  ] as const;
  const cards = byType.flatMap(({ type, prefix, data }) =>
    shownFrequencies.flatMap((f) => {
      const list = Object.values(data?.forms ?? {}).flatMap((byFrequency) => byFrequency[f] ?? []);
      return list.length ? [{ key: `${type}-${f}`, type, title: `${prefix}${f}`, forms: list }] : [];
    }),
  );

  return (
    <PageFrame title={frequency ? `${summaryMessages.title} - ${frequency}` : summaryMessages.title}>
      <ListFrame
        columns={columns}
        rows={plants.data?.rows}
        rowKey={(row) => row.id}
        totalCount={plants.data?.totalCount ?? 0}
        page={page}
        onPageChange={(p) => set({ pagenum: String(p) })}
        onSearchChange={(text) => set({ search: text || null, pagenum: '1' })}
        searchPlaceholder={summaryMessages.searchPlaceholder}
        searchWidth={520}
        emptyMessage={summaryMessages.noPlants}
        isLoading={plants.isLoading}
        isError={plants.isError}
        onRetry={() => void plants.refetch()}
        onRowClick={(row) => set({ plantId: String(row.id), plant: row.plantId })}
        toolbar={
          !isL1 && (
            <SegmentedChoice
              aria-label="Status"
              value={String(status)}
              onChange={(value) => set({ status: value, pagenum: '1' })}
              data={[
                { value: String(STATUS.active), label: 'Active' },
                { value: String(STATUS.inactive), label: 'In-Active' },
              ]}
            />
          )
        }
      />
      {chosen && (
        <Stack gap="md" component="section" aria-labelledby="summary-forms">
          <Title order={3} id="summary-forms">
            {`${chosen.plant.plantId} - ${chosen.plant.plantName}`}
          </Title>
          {cards.map(({ key, type, title, forms: list }) => (
            <Card key={key} withBorder padding="md">
              <Title order={4} mb="sm">
                {title}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                <FormCards forms={list} plant={chosen.plant} date={date} inspectionType={type} />
              </SimpleGrid>
            </Card>
          ))}
          {!cards.length && !housekeeping.isLoading && <Text c="dimmed">{summaryMessages.noForms}</Text>}
        </Stack>
      )}
    </PageFrame>
  );
}
