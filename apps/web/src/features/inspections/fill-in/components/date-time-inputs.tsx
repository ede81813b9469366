import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { formatDisplayDate, formatTime, parseTime, type DateBounds } from '@envirotrack/shared';
import { boundsMessage, outOfBounds } from '../model/date-bounds';

interface FieldProps {
  label: ReactNode;
  description?: ReactNode;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
  size?: 'xs' | 'sm';
  'aria-label'?: string;
}

/** A Date answer: ISO 'YYYY-MM-DD' through the browser's own date picker. */
export function DateField({ bounds, ...props }: FieldProps & { bounds: DateBounds }) {
  const { value, onChange, readOnly, ...rest } = props;
  return (
    <TextInput
      {...rest}
      type="date"
      styles={{ wrapper: { maxWidth: 220 } }}
      value={value}
      min={bounds.min}
      max={bounds.max}
      readOnly={readOnly}
      error={outOfBounds(value, bounds) ? boundsMessage(bounds, formatDisplayDate) : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

const clockValue = (answer: string) => {
  const time = parseTime(answer);
  return time ? `${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}` : '';
};

/** A Time answer: kept as 'hh:mm AM' (the app's time format), picked with the browser's time input. */
export function TimeField({ value, onChange, readOnly, ...rest }: FieldProps) {
  return (
    <TextInput
      {...rest}
      type="time"
      styles={{ wrapper: { maxWidth: 180 } }}
      value={clockValue(value)}
      readOnly={readOnly}
      onChange={(event) => {
        const clock = /^(\d{2}):(\d{2})/.exec(event.currentTarget.value);
        onChange(clock ? formatTime(Number(clock[1]), Number(clock[2])) : '');
      }}
    />
  );
}
