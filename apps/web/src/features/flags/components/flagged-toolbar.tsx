import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import {
  FIRST_REPORT_YEAR,
  FLAGGED_FREQUENCIES,
  FLAGGED_STATUSES,
  flaggedPeriodKind,
  flaggedReportMessages,
  quarterOptions,
  sanitizeSearch,
  yearOptions,
  type FlaggedFrequency,
  type RegionRef,
} from '@envirotrack/shared';
import type { FlaggedListChange, FlaggedListState } from './use-flagged-list-state';

interface FlaggedToolbarProps {
  state: FlaggedListState;
  todayIso: string;
  onChange: (change: FlaggedListChange) => void;
  /** The regions the user may pick (L3 and L4: their own). */
  regions: RegionRef[];
}

const SEARCH_DELAY_MS = 350;
/** Spec 3 §2.6: the years offered are the current one and the 4 before it (never before 2018). */
const YEARS_SHOWN = 5;

/** Search, frequency, the frequency's period control, region and status of the flagged reports. */
export function FlaggedToolbar({ state, todayIso, onChange, regions }: FlaggedToolbarProps) {
  const [text, setText] = useState(state.search);
  const [shown, setShown] = useState(state.search);
  if (state.search !== shown) {
    setShown(state.search);
    if (sanitizeSearch(text) !== state.search) setText(state.search);
  }
  const send = useDebouncedCallback((value: string) => {
    const clean = sanitizeSearch(value);
    setShown(clean);
    onChange({ search: clean });
  }, SEARCH_DELAY_MS);
  const period = { frequency: state.frequency, month: state.month, quarter: state.quarter, year: state.year };
  const years = yearOptions(todayIso).reverse().slice(0, YEARS_SHOWN).map(String);
  const kind = flaggedPeriodKind(state.frequency);
  const quarters = quarterOptions(state.year, todayIso);

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        aria-label="Search"
        placeholder={flaggedReportMessages.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          send(event.currentTarget.value);
        }}
        miw={260}
        style={{ flex: '1 1 300px' }}
      />
      <Group gap="sm" wrap="wrap">
        <Select
          label="Frequency"
          data={[...FLAGGED_FREQUENCIES]}
          value={state.frequency}
          onChange={(value) => {
            const frequency = FLAGGED_FREQUENCIES.find((f) => f === value) as FlaggedFrequency | undefined;
            if (frequency) onChange({ period: { ...period, frequency } });
          }}
          allowDeselect={false}
          checkIconPosition="right"
          w={130}
        />
        {kind === 'month' && (
          <TextInput
            type="month"
            label="Month"
            w={170}
            min={`${FIRST_REPORT_YEAR}-01`}
            max={todayIso.slice(0, 7)}
            value={state.month}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (
                /^\d{4}-\d{2}$/.test(value) &&
                value <= todayIso.slice(0, 7) &&
                value >= `${FIRST_REPORT_YEAR}-01`
              )
                onChange({ period: { ...period, month: value } });
            }}
          />
        )}
        {kind === 'quarter' && (
          <Select
            label="Quarter"
            w={130}
            data={quarters.map((q) => ({ value: String(q.value), label: `${q.label} ${ordinal(q.value)}` }))}
            value={String(state.quarter)}
            onChange={(value) => value && onChange({ period: { ...period, quarter: Number(value) } })}
            allowDeselect={false}
          />
        )}
        {kind !== 'month' && (
          <Select
            label="Year"
            w={110}
            data={years}
            value={String(state.year)}
            onChange={(value) => {
              if (!value) return;
              const year = Number(value);
              const begun = quarterOptions(year, todayIso).map((q) => q.value);
              const quarter = begun.includes(state.quarter) ? state.quarter : (begun.at(-1) ?? 1);
              onChange({ period: { ...period, year, quarter } });
            }}
            allowDeselect={false}
          />
        )}
        <Select
          label="Region"
          data={[
            { value: 'All', label: 'All regions' },
            ...regions.map((region) => ({ value: String(region.regionId), label: region.regionName })),
          ]}
          value={String(state.region)}
          onChange={(value) => onChange({ region: value && value !== 'All' ? Number(value) : 'All' })}
          allowDeselect={false}
          checkIconPosition="right"
          leftSection={<IconMapPin size={16} />}
          w={180}
        />
        <Select
          label="Status"
          data={[...FLAGGED_STATUSES]}
          value={state.status}
          onChange={(value) => {
            const status = FLAGGED_STATUSES.find((s) => s === value);
            if (status) onChange({ status });
          }}
          allowDeselect={false}
          checkIconPosition="right"
          w={140}
        />
      </Group>
    </Group>
  );
}

/** 'First 1st', 'Second 2nd' ... (spec 3 §2.6). */
const ordinal = (n: number) => `${n}${['st', 'nd', 'rd', 'th'][n - 1] ?? 'th'}`;
