import { queryOptions, useQuery } from '@tanstack/react-query';
import { geocodeAnswer } from '@envirotrack/shared';
import { api } from '../../../../lib/api-client';

/** GET /geocode: where an address is. 404 when unknown, 503 when the lookup service cannot be reached. */
export const geocodeAddress = async (address: string, signal?: AbortSignal) =>
  (await api.get(`/geocode?address=${encodeURIComponent(address)}`, geocodeAnswer, signal)).data;

export const geocodeAddressQuery = (address: string) =>
  queryOptions({
    queryKey: ['plants', 'geocode', address],
    queryFn: ({ signal }) => geocodeAddress(address, signal),
    // An address does not move; a failed lookup is shown at once and the user places the plant by hand.
    staleTime: Infinity,
    retry: false,
  });

export function useGeocodeAddress(address: string | null) {
  return useQuery({ ...geocodeAddressQuery(address ?? ''), enabled: address !== null });
}
