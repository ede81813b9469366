import { useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { sanitizeSearch, STATUS, type RegionRef } from '@envirotrack/shared';
import type { PlantListParams } from '../api/get-plants';
import { regionOptions } from './use-region-choices';
import { DeferredSelect } from '../../../components/deferred-select';
import { SegmentedChoice } from '../../../components/segmented-choice';

interface PlantListToolbarProps {
  state: PlantListParams;
  onChange: (change: Partial<PlantListParams>) => void;
  regions: RegionRef[];
  /** L1 has no status filter (spec 2 §6). */
  withStatus: boolean;
  /** L1 in All has no region filter: regions belong to one organisation (docs/decisions.md). */
  withRegion: boolean;
}

const SEARCH_DELAY_MS = 350;
const ALL = 'All';

/** The search box (kept in the address), the Region filter and the Active / In-Active filter. */
export function PlantListToolbar({
  state,
  onChange,
  regions,
  withStatus,
  withRegion,
}: PlantListToolbarProps) {
  const [text, setText] = useState(state.search);
  const [shown, setShown] = useState(state.search);
  // The address changed on its own (a menu link, back): show what it holds.
  if (state.search !== shown) {
    setShown(state.search);
    if (sanitizeSearch(text) !== state.search) setText(state.search);
  }
  const send = useDebouncedCallback((value: string) => {
    const clean = sanitizeSearch(value);
    setShown(clean);
    onChange({ search: clean });
  }, SEARCH_DELAY_MS);

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <TextInput
        aria-label="Search"
        placeholder="Search by Plant ID, name, city or state..."
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          send(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 340 }}
      />
      <Group gap="sm" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
        {withRegion && (
          <DeferredSelect
            aria-label="Region"
            data={[{ value: ALL, label: 'All regions' }, ...regionOptions(regions)]}
            value={String(state.region)}
            onChange={(value) => onChange({ region: value && value !== ALL ? Number(value) : ALL })}
            allowDeselect={false}
            checkIconPosition="right"
            leftSection={<IconMapPin size={16} />}
            w={{ base: '100%', xs: 220 }}
          />
        )}
        {withStatus && (
          <SegmentedChoice
            aria-label="Status"
            value={String(state.status)}
            onChange={(value) =>
              onChange({ status: value === String(STATUS.inactive) ? STATUS.inactive : STATUS.active })
            }
            data={[
              { value: String(STATUS.active), label: 'Active' },
              { value: String(STATUS.inactive), label: 'In-Active' },
            ]}
          />
        )}
      </Group>
    </Group>
  );
}
