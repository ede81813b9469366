import type { JSX } from 'react';
import type { LatLng } from '@envirotrack/shared';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import { isBlankAddress } from './map-format';
import { MapPanel } from './map-panel';
import type { PlantMapValue } from './map-types';
import './plant-map.css';

export type { CoordinatePointer, OutfallPointer, PlantMapValue } from './map-types';

export interface PlantMapProps {
  /** 'edit' shows the toolbar and makes items draggable; 'view' is read-only. */
  mode: 'edit' | 'view';
  /** The plant's address as one line; the map stays hidden while it is empty or only 'USA'. */
  address: string;
  value: PlantMapValue;
  onChange?: (value: PlantMapValue) => void;
  /** The satellite tile template ({z}/{y}/{x}) from GET /me. */
  tileUrl: string;
  /** Where the map starts while the plant has no position and its address is not found (other plants). */
  nearby?: LatLng[];
  height?: number;
}

const ignore = () => undefined;

/** The plant map (spec 2 §2.5): satellite view of the plant with its sources, shapes and coordinates. */
export function PlantMap({
  mode,
  address,
  value,
  onChange,
  tileUrl,
  nearby = [],
  height = 450,
}: PlantMapProps): JSX.Element {
  if (isBlankAddress(address)) {
    return (
      <Paper withBorder radius="md" h={height} className="etmap-placeholder">
        <Stack align="center" justify="center" gap="xs" h="100%" p="lg">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconMap2 size={26} />
          </ThemeIcon>
          <Text fw={600}>Enter the plant address to see the map</Text>
          <Text size="sm" c="dimmed" ta="center" maw={320}>
            The map centres on the plant once its street, city and state are filled in.
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <MapPanel
      editable={mode === 'edit' && onChange !== undefined}
      address={address}
      value={value}
      onChange={onChange ?? ignore}
      tileUrl={tileUrl}
      nearby={nearby}
      height={height}
    />
  );
}
