import { useState } from 'react';
import { Group, Select, Text, TextInput } from '@mantine/core';
import {
  FIRST_REPORT_YEAR,
  formatDisplayDate,
  isIsoDate,
  periodKey,
  periodRange,
  quarterOptions,
  yearOptions,
} from '@envirotrack/shared';
import type { ReportPeriod } from '../api/get-report-list';

interface ReportPeriodPickerProps {
  period: ReportPeriod;
  todayIso: string;
  onChange: (period: ReportPeriod) => void;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const yearData = (todayIso: string) =>
  yearOptions(todayIso)
    .reverse()
    .map((year) => String(year));

/**
 * The date control of each list (spec 3 §2.1, §5): a day for daily and weekly (the week holding it is
 * shown), a month, a quarter and year (only quarters that have begun), a year; 2018 to today.
 */
export function ReportPeriodPicker({ period, todayIso, onChange }: ReportPeriodPickerProps) {
  switch (period.slug) {
    case 'daily':
    case 'weekly':
      return <DayPicker period={period} todayIso={todayIso} onChange={onChange} />;
    case 'monthly':
      return (
        <TextInput
          type="month"
          aria-label="Month"
          w={170}
          min={`${FIRST_REPORT_YEAR}-01`}
          max={todayIso.slice(0, 7)}
          value={`${period.year}-${pad2(period.month)}`}
          onChange={(event) => {
            const match = /^(\d{4})-(\d{2})$/.exec(event.currentTarget.value);
            const value = event.currentTarget.value;
            if (match && value <= todayIso.slice(0, 7) && Number(match[1]) >= FIRST_REPORT_YEAR)
              onChange({ slug: 'monthly', year: Number(match[1]), month: Number(match[2]) });
          }}
        />
      );
    case 'quarterly': {
      const quarters = quarterOptions(period.year, todayIso);
      return (
        <Group gap="sm" wrap="nowrap">
          <Select
            aria-label="Quarter"
            w={130}
            data={quarters.map((q) => ({ value: String(q.value), label: q.label }))}
            value={String(period.quarter)}
            onChange={(value) => value && onChange({ ...period, quarter: Number(value) })}
            allowDeselect={false}
          />
          <Select
            aria-label="Year"
            w={110}
            data={yearData(todayIso)}
            value={String(period.year)}
            onChange={(value) => {
              if (!value) return;
              const year = Number(value);
              const begun = quarterOptions(year, todayIso).map((q) => q.value);
              const quarter = begun.includes(period.quarter) ? period.quarter : (begun.at(-1) ?? 1);
              onChange({ slug: 'quarterly', year, quarter });
            }}
            allowDeselect={false}
          />
        </Group>
      );
    }
    case 'yearly':
      return (
        <Select
          aria-label="Year"
          w={110}
          data={yearData(todayIso)}
          value={String(period.year)}
          onChange={(value) => value && onChange({ slug: 'yearly', year: Number(value) })}
          allowDeselect={false}
        />
      );
  }
}

function DayPicker({
  period,
  todayIso,
  onChange,
}: {
  period: { slug: 'daily' | 'weekly'; date: string };
  todayIso: string;
  onChange: (period: ReportPeriod) => void;
}) {
  const [text, setText] = useState(period.date);
  const [shown, setShown] = useState(period.date);
  if (shown !== period.date) {
    setShown(period.date);
    setText(period.date);
  }
  const week = period.slug === 'weekly' ? periodRange(periodKey('Weekly', period.date)) : undefined;
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        type="date"
        aria-label={period.slug === 'weekly' ? 'Week of' : 'Date'}
        w={160}
        min={`${FIRST_REPORT_YEAR}-01-01`}
        max={todayIso}
        value={text}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          if (isIsoDate(value) && value <= todayIso && Number(value.slice(0, 4)) >= FIRST_REPORT_YEAR)
            onChange({ slug: period.slug, date: value });
        }}
      />
      {week && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDisplayDate(week.first)} - {formatDisplayDate(week.last)}
        </Text>
      )}
    </Group>
  );
}
