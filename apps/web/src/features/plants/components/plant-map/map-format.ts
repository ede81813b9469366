import type { LatLng } from '@envirotrack/shared';
import type { CoordinatePointer, MapPointer, OutfallPointer } from './map-types';

/** Hover read-outs and the Coordinate Details table show 5 decimals (about a metre). */
export const formatLatLng = (lat: number, lng: number) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

/** Stored positions keep 7 decimals (about a centimetre): enough, and the plant body stays small. */
export const roundLatLng = (lat: number, lng: number): LatLng => ({
  lat: Math.round(lat * 1e7) / 1e7,
  lng: Math.round(lng * 1e7) / 1e7,
});

/** The map stays hidden until the address says more than the fixed country (spec 2 §2.5). */
export const isBlankAddress = (address: string) =>
  address.replace(/\bUSA\b/gi, '').replace(/[\s,.-]+/g, '') === '';

const newId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function newOutfall(name: string, at: LatLng): OutfallPointer {
  return { id: newId('outfall'), name, latitude: at.lat, longitude: at.lng, pointerType: 'outfall' };
}

/** Coordinate pointers are numbered 'Coord 1', 'Coord 2'... after the highest number in use. */
export function newCoordinatePointer(existing: CoordinatePointer[], at: LatLng): CoordinatePointer {
  const numbers = existing.map((pointer) => Number(/^Coord (\d+)$/.exec(pointer.name)?.[1] ?? 0));
  const next = Math.max(0, ...numbers) + 1;
  return {
    id: newId('coord'),
    name: `Coord ${next}`,
    latitude: at.lat,
    longitude: at.lng,
    pointerType: 'coordinate',
  };
}

export const pointerLatLng = (pointer: MapPointer): LatLng => ({
  lat: pointer.latitude,
  lng: pointer.longitude,
});
