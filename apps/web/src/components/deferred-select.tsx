import { ComboboxChevron, InputBase } from '@mantine/core';
import { deferredControl } from '../lib/deferred-control';
import type { DeferredSelectProps } from './select-part';

const DeferredSelectControl = deferredControl(() => import('./select-part').then((m) => m.SelectPart));

/**
 * Mantine's Select on a first screen (a list's filter): until it is first opened, a read-only input with the
 * chosen label and the same look and roles stands for it, so the screen paints without the combobox's code
 * (lib/deferred-control.tsx).
 */
export function DeferredSelect(props: DeferredSelectProps) {
  const { data, value, leftSection, w, size } = props;
  const label = data.find((item) => item.value === value)?.label ?? '';
  return (
    <DeferredSelectControl
      part={props}
      stub={(handlers) => (
        <InputBase
          {...handlers}
          aria-label={props['aria-label']}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={false}
          readOnly
          pointer
          value={label}
          size={size}
          w={w}
          leftSection={leftSection}
          rightSection={<ComboboxChevron size={size} />}
          rightSectionPointerEvents="none"
        />
      )}
    />
  );
}
