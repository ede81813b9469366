import { useId } from 'react';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceProps {
  'aria-label': string;
  value: string;
  onChange: (value: string) => void;
  data: readonly { value: string; label: string }[];
}

/**
 * One of a few choices, drawn as Mantine's SegmentedControl: a radio group (a tab stop, arrows to move) whose
 * chosen item CSS marks. Mantine's measures the chosen item when it mounts and whenever the page's layout
 * moves, to slide its indicator: on a list's first screen that forced a layout of the whole page while the
 * rows came in (docs/decisions.md, 'First load').
 */
export function SegmentedChoice({ 'aria-label': label, value, onChange, data }: SegmentedChoiceProps) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {data.map((item) => (
        <div key={item.value} className={classes.item}>
          <input
            className={classes.input}
            type="radio"
            id={`${name}-${item.value}`}
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          <label className={classes.label} htmlFor={`${name}-${item.value}`}>
            {item.label}
          </label>
        </div>
      ))}
    </div>
  );
}
