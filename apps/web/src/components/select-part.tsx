import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import type { DeferredPartProps } from '../lib/deferred-control';

export type DeferredSelectProps = Omit<SelectProps, 'data' | 'value'> & {
  data: ComboboxItem[];
  value: string | null;
  'aria-label': string;
};

/** The select itself, loaded when first reached for (deferred-select.tsx). */
export function SelectPart({ controlRef, ...props }: DeferredSelectProps & DeferredPartProps) {
  return <Select {...props} ref={controlRef} />;
}
