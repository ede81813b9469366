import '@mantine/charts/styles.css';
import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconMapPin } from '@tabler/icons-react';
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';
import {
  canOpenDashboard,
  canSendReminder,
  COMPLIANCE_SLUGS,
  complianceMessages,
  REPORT_INSPECTION_TYPE_LABELS,
  REPORT_INSPECTION_TYPES,
  today,
  type AccountInfo,
  type ComplianceSlug,
} from '@envirotrack/shared';
import { PageFrame } from '../../../components/page-frame';
import { useSession, type Session } from '../../../lib/session';
import {
  summaryQuery,
  useDashboardForms,
  useDashboardRegions,
  summaryExportPath,
  useLineChart,
  type DashboardFilters,
} from '../api/dashboard-api';
import { BarChartPanel } from '../components/bar-chart-panel';
import { barDate, defaultState, useDashboardState } from '../components/dashboard-state';
import { DashboardExport } from '../components/dashboard-export';
import { FlaggedModal } from '../components/flagged-modal';
import { LineChartPanel } from '../components/line-chart-panel';
import { PeriodControl } from '../components/period-control';
import { PlantModal, type PlantTarget } from '../components/plant-modal';
import { viewAllPath } from '../components/view-all';

/** `/dashboard` (spec 3 §2.8): compliance at a glance, every filter in the address. */
export function DashboardRoute() {
  const session = useSession();
  if (!session) return null;
  if (!canOpenDashboard(session.Access_Level, session.orgId))
    return (
      <PageFrame title="Dashboard">
        <Text>{complianceMessages.chooseOrganisation}</Text>
      </PageFrame>
    );
  return <Dashboard session={session} />;
}

function useRegionChoices(session: Session) {
  const own = session.Access_Level >= 3;
  const query = useDashboardRegions(session.orgId, !own);
  const regions = own ? session.Regions : (query.data ?? []);
  return [...regions].sort((a, b) => a.regionName.localeCompare(b.regionName));
}

function Dashboard({ session }: { session: Session }) {
  const todayIso = today();
  const [state, update] = useDashboardState(todayIso);
  const account = useOutletContext<UseQueryResult<AccountInfo> | undefined>();
  const withHousekeeping = !account?.data?.orgSettings.hideHousekeeping;
  const regions = useRegionChoices(session);
  const filters: DashboardFilters = {
    regionFilter: state.regionFilter,
    inspType: state.inspType,
    inspectionForm: state.inspectionForm,
  };
  const [plantTarget, setPlantTarget] = useState<PlantTarget | null>(null);
  const [flaggedTarget, setFlaggedTarget] = useState<{ slug: ComplianceSlug; date: string } | null>(null);

  // Spec 3 §2.8: the summaries load in turn, Daily to Yearly, each once the one before has answered.
  // The cache says whether the one before has answered; every query is observed, so each answer re-renders.
  const client = useQueryClient();
  const options = COMPLIANCE_SLUGS.map((slug) => summaryQuery(slug, barDate(slug, state, todayIso), filters));
  const answered = options.map((option) => {
    const known = client.getQueryState(option.queryKey);
    return known !== undefined && (known.dataUpdatedAt > 0 || known.errorUpdatedAt > 0);
  });
  const chained = useQueries({
    queries: options.map((option, index) => ({
      ...option,
      enabled: index === 0 || answered[index - 1] === true,
    })),
  });
  const forms = useDashboardForms(state.tab, state.inspType);
  const line = useLineChart(state.tab, state.lineDate, filters);
  const types = REPORT_INSPECTION_TYPES.filter((type) => withHousekeeping || type !== 'HouseKeeping');
  const reset = defaultState(todayIso, state.tab);

  return (
    <PageFrame
      title="Dashboard"
      actions={
        <DashboardExport
          summaries={chained.map((q) => q.data)}
          filters={filters}
          lineDate={state.lineDate}
          todayIso={todayIso}
        />
      }
    >
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Inspection Type"
            data={types.map((type) => ({ value: type, label: REPORT_INSPECTION_TYPE_LABELS[type] }))}
            value={state.inspType}
            onChange={(value) => {
              const inspType = types.find((type) => type === value) ?? 'All';
              update({ inspType, inspectionForm: [] });
            }}
            allowDeselect={false}
            w={190}
          />
          <Select
            label="Region"
            data={[
              { value: 'All', label: 'All' },
              ...regions.map((region) => ({ value: String(region.regionId), label: region.regionName })),
            ]}
            value={String(state.regionFilter)}
            onChange={(value) => update({ regionFilter: value && value !== 'All' ? Number(value) : 'All' })}
            allowDeselect={false}
            leftSection={<IconMapPin size={16} />}
            w={200}
          />
          <Button
            variant="light"
            color="gray"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => update(reset)}
          >
            Remove Filters
          </Button>
        </Group>
        <LineChartPanel
          state={state}
          todayIso={todayIso}
          forms={forms.data?.data ?? []}
          data={line.data?.data}
          loading={line.isFetching}
          onChange={update}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {COMPLIANCE_SLUGS.map((slug, index) => {
            const query = chained[index];
            const date = barDate(slug, state, todayIso);
            return (
              <BarChartPanel
                key={slug}
                slug={slug}
                bars={query?.data?.data}
                flaggedCount={query?.data?.flaggedFormsCount}
                loading={query?.isPending ?? true}
                failed={query?.isError ?? false}
                control={<PeriodControl slug={slug} state={state} todayIso={todayIso} onChange={update} />}
                viewAll={viewAllPath(slug, state)}
                exportPath={summaryExportPath(slug, date, filters)}
                onBar={(bar, status) => setPlantTarget({ slug, bar, status, date })}
                onFlagged={() => setFlaggedTarget({ slug, date })}
              />
            );
          })}
        </SimpleGrid>
      </Stack>
      <PlantModal
        target={plantTarget}
        filters={filters}
        canRemind={canSendReminder(session.Access_Level, session.orgId)}
        onClose={() => setPlantTarget(null)}
      />
      <FlaggedModal target={flaggedTarget} filters={filters} onClose={() => setFlaggedTarget(null)} />
    </PageFrame>
  );
}
