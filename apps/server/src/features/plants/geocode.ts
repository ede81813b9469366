import { z } from 'zod';
import { Problem } from '../../lib/problem';

const nominatim = z.array(
  z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string() }),
);

/**
 * Looks an address up at a Nominatim-compatible service. Offline or failing, the caller gets 503 and the
 * screen lets the user place the plant by hand.
 */
export async function geocode(serviceUrl: string, address: string) {
  const url = new URL(serviceUrl);
  url.searchParams.set('q', address);
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', '1');
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { 'user-agent': 'EnviroTrack (plant address lookup)', accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    body = await response.json();
  } catch {
    throw new Problem(
      'unavailable',
      'The address lookup is not available. Place the plant on the map by hand.',
    );
  }
  const [first] = nominatim.safeParse(body).data ?? [];
  if (!first) throw new Problem('notFound', 'The address was not found. Place the plant on the map by hand.');
  return { lat: first.lat, lng: first.lon, displayName: first.display_name };
}
