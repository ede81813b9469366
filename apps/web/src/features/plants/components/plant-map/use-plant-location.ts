import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { LatLng } from '@envirotrack/shared';
import { ApiError } from '../../../../lib/api-client';
import { useGeocodeAddress } from './geocode-address';
import { isBlankAddress, roundLatLng } from './map-format';
import type { PlantMapValue } from './map-types';

export type LocationState =
  | { status: 'located'; centre: LatLng }
  | { status: 'locating'; centre: null }
  | { status: 'not-found' | 'unavailable'; centre: null };

interface Options {
  address: string;
  value: PlantMapValue;
  editable: boolean;
  onChange: (value: PlantMapValue) => void;
}

/**
 * Where the map centres (spec 2 §2.5): the plant's stored position, else the looked-up address. While
 * editing, a changed address is looked up again and the answer becomes the plant position; a position
 * placed by hand stays until the address changes. Lookups wait until typing pauses.
 */
export function usePlantLocation({ address, value, editable, onChange }: Options): LocationState {
  const [typedAddress] = useDebouncedValue(address, 500);
  // The address the position first belonged to (loaded with the plant, or found): no lookup while it stays.
  const [storedAddress, setStoredAddress] = useState<string | null>(value.coords ? address : null);
  if (storedAddress === null && value.coords !== null) setStoredAddress(typedAddress);

  const wanted =
    !isBlankAddress(typedAddress) && (value.coords === null || (editable && typedAddress !== storedAddress));
  const lookup = useGeocodeAddress(wanted ? typedAddress : null);
  const found = lookup.data;

  const applyFound = useEffectEvent((at: LatLng) => {
    const coords = roundLatLng(at.lat, at.lng);
    if (value.coords?.lat === coords.lat && value.coords.lng === coords.lng) return;
    onChange({ ...value, coords });
  });
  useEffect(() => {
    if (editable && found) applyFound(found);
  }, [editable, found]);

  if (value.coords) return { status: 'located', centre: value.coords };
  if (found) return { status: 'located', centre: { lat: found.lat, lng: found.lng } };
  if (lookup.isError) {
    const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
    return { status: notFound ? 'not-found' : 'unavailable', centre: null };
  }
  return { status: 'locating', centre: null };
}
