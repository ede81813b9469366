import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import {
  REPORT_INSPECTION_TYPE_LABELS,
  REPORT_INSPECTION_TYPES,
  reportListMessages,
  sanitizeSearch,
  type RegionRef,
  type ReportInspectionType,
} from '@envirotrack/shared';
import type { ReportListParams, ReportPeriod } from '../api/get-report-list';
import { ReportPeriodPicker } from './report-period-picker';
import type { ReportListChange } from './use-report-list-state';

interface ReportListToolbarProps {
  period: ReportPeriod;
  params: ReportListParams;
  todayIso: string;
  onChange: (change: ReportListChange) => void;
  /** The regions the user may pick; L1 and L2 also get All (spec 3 §6). */
  regions: RegionRef[];
  /** An organisation that hides housekeeping offers no inspection-type choice of it. */
  withHousekeeping: boolean;
}

const SEARCH_DELAY_MS = 350;
const ALL = 'All';

/** Search, the period, the region and the inspection type of a report list. */
export function ReportListToolbar(props: ReportListToolbarProps) {
  const { period, params, todayIso, onChange, regions, withHousekeeping } = props;
  const [text, setText] = useState(params.search);
  const [shown, setShown] = useState(params.search);
  // The address changed on its own (a menu link, back): show what it holds.
  if (params.search !== shown) {
    setShown(params.search);
    if (sanitizeSearch(text) !== params.search) setText(params.search);
  }
  const send = useDebouncedCallback((value: string) => {
    const clean = sanitizeSearch(value);
    setShown(clean);
    onChange({ search: clean });
  }, SEARCH_DELAY_MS);
  const types = REPORT_INSPECTION_TYPES.filter((type) => withHousekeeping || type !== 'HouseKeeping');

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        aria-label="Search"
        placeholder={reportListMessages.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          send(event.currentTarget.value);
        }}
        miw={280}
        style={{ flex: '1 1 320px' }}
      />
      <Group gap="sm" wrap="wrap">
        <ReportPeriodPicker
          period={period}
          todayIso={todayIso}
          onChange={(next) => onChange({ period: next })}
        />
        <Select
          aria-label="Region"
          data={[
            { value: ALL, label: 'All regions' },
            ...regions.map((region) => ({ value: String(region.regionId), label: region.regionName })),
          ]}
          value={String(params.region)}
          onChange={(value) => onChange({ region: value && value !== ALL ? Number(value) : ALL })}
          allowDeselect={false}
          checkIconPosition="right"
          leftSection={<IconMapPin size={16} />}
          w={190}
        />
        <Select
          aria-label="Inspection type"
          data={types.map((type) => ({ value: type, label: REPORT_INSPECTION_TYPE_LABELS[type] }))}
          value={params.inspectionType}
          onChange={(value) =>
            onChange({
              inspectionType: types.find((type) => type === value) ?? ('All' as ReportInspectionType),
            })
          }
          allowDeselect={false}
          checkIconPosition="right"
          w={170}
        />
      </Group>
    </Group>
  );
}
