import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock, IconHourglass, IconMinus } from '@tabler/icons-react';
import { calendarMessages, CALENDAR_STATES, type CalendarState } from '@envirotrack/shared';
import classes from './plant-calendar.module.css';

const ICONS = {
  done: IconCircleCheck,
  late: IconClock,
  missing: IconCircleX,
  open: IconHourglass,
  notDue: IconMinus,
} satisfies Record<CalendarState, typeof IconMinus>;

/** A state's icon (decorative: the state is always written next to it or in the cell's name). */
export function StateIcon({ state }: { state: CalendarState }) {
  const Icon = ICONS[state];
  return <Icon size={14} stroke={2} aria-hidden className={classes.icon} />;
}

/** The legend: each state's colour, icon, name and meaning (colour is never the only signal). */
export function CalendarLegend() {
  return (
    <Group gap="xs" component="ul" className={classes.legend} aria-label="Legend">
      {CALENDAR_STATES.map((state) => (
        <li key={state} className={classes.legendItem} data-state={state}>
          <StateIcon state={state} />
          <Text span size="xs">
            <strong>{calendarMessages.states[state]}</strong>: {calendarMessages.stateHelp[state]}
          </Text>
        </li>
      ))}
    </Group>
  );
}
