import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import {
  formatMdyDate,
  isIsoDate,
  parseDate,
  QUARTER_LABELS,
  quarterOptions,
  type ComplianceSlug,
} from '@envirotrack/shared';
import { dashboardYears, frequencyOf, type DashboardState } from './dashboard-state';

interface PeriodControlProps {
  slug: ComplianceSlug;
  state: DashboardState;
  todayIso: string;
  onChange: (change: Partial<DashboardState>) => void;
}

const years = (todayIso: string) => dashboardYears(todayIso).map(String);

/**
 * Each bar chart's own date control (spec 3 §2.8): a day; a week (any day of it, up to today, typed
 * MM-DD-YYYY); a month; a year and a quarter (First..Fourth, only begun ones); a year.
 */
export function PeriodControl({ slug, state, todayIso, onChange }: PeriodControlProps) {
  const label = frequencyOf(slug);
  const earliest = `${dashboardYears(todayIso).at(-1)}-01-01`;
  switch (slug) {
    case 'daily':
      return (
        <DayInput
          label={`${label} date`}
          value={state.dailyDate}
          min={earliest}
          max={todayIso}
          onChange={(dailyDate) => onChange({ dailyDate })}
        />
      );
    case 'weekly':
      return (
        <WeekInput
          value={state.weeklyDate}
          min={earliest}
          max={todayIso}
          onChange={(weeklyDate) => onChange({ weeklyDate })}
        />
      );
    case 'monthly':
      return (
        <TextInput
          type="month"
          aria-label="Monthly month"
          size="xs"
          w={150}
          min={earliest.slice(0, 7)}
          max={todayIso.slice(0, 7)}
          value={state.monthlyDate.slice(0, 7)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (/^\d{4}-\d{2}$/.test(value) && value <= todayIso.slice(0, 7) && value >= earliest.slice(0, 7))
              onChange({ monthlyDate: `${value}-01` });
          }}
        />
      );
    case 'quarterly':
      return (
        <Group gap={6} wrap="nowrap">
          <Select
            aria-label="Quarterly year"
            size="xs"
            w={90}
            data={years(todayIso)}
            value={String(state.quarterYear)}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              const begun = quarterOptions(Number(value), todayIso).map((q) => q.value);
              const quarter = begun.includes(state.quarter) ? state.quarter : (begun.at(-1) ?? 1);
              onChange({ quarterYear: Number(value), quarter });
            }}
          />
          <Select
            aria-label="Quarterly quarter"
            size="xs"
            w={105}
            data={quarterOptions(state.quarterYear, todayIso).map((q) => ({
              value: String(q.value),
              label: QUARTER_LABELS[q.value - 1] ?? q.label,
            }))}
            value={String(state.quarter)}
            allowDeselect={false}
            onChange={(value) => value && onChange({ quarter: Number(value) })}
          />
        </Group>
      );
    case 'yearly':
      return (
        <Select
          aria-label="Yearly year"
          size="xs"
          w={90}
          data={years(todayIso)}
          value={String(state.yearlyYear)}
          allowDeselect={false}
          onChange={(value) => value && onChange({ yearlyYear: Number(value) })}
        />
      );
  }
}

interface DayInputProps {
  label: string;
  value: string;
  min: string;
  max: string;
  onChange: (isoDate: string) => void;
}

/** A date input that reports only real days within its bounds (typing keeps partial text). */
export function DayInput({ label, value, min, max, onChange }: DayInputProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return (
    <TextInput
      type="date"
      aria-label={label}
      size="xs"
      w={150}
      min={min}
      max={max}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (isIsoDate(next) && next <= max && next >= min) onChange(next);
      }}
    />
  );
}

/** The week picker (spec 3 §2.8): any day of the week, typed MM-DD-YYYY, up to today. */
function WeekInput({ value, min, max, onChange }: Omit<DayInputProps, 'label'>) {
  const [text, setText] = useState(formatMdyDate(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(formatMdyDate(value));
  }
  const date = parseDate(text);
  const wrong = text !== '' && (!date || date > max || date < min);
  return (
    <TextInput
      aria-label="Weekly week of (MM-DD-YYYY)"
      placeholder="MM-DD-YYYY"
      size="xs"
      w={130}
      value={text}
      error={wrong ? `A day from ${formatMdyDate(min)} to ${formatMdyDate(max)}` : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const day = parseDate(next);
        if (day && day <= max && day >= min) onChange(day);
      }}
    />
  );
}
