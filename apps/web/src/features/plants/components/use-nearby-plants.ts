import { useQuery } from '@tanstack/react-query';
import type { LatLng } from '@envirotrack/shared';
import type { Session } from '../../../lib/session';
import { plantsQuery } from '../api/get-plants';
import { PLANT_LIST_DEFAULTS } from './use-plant-list-state';

/**
 * Where a new plant's map starts while its address is not found: the organisation's plants on the first page
 * of the plants list (the page the user usually comes from, so the answer is cached), those in the typed state
 * first. Empty while loading or when no plant has a position.
 */
export function useNearbyPlants(session: Session, state: string, enabled: boolean): LatLng[] {
  const plants = useQuery({ ...plantsQuery(PLANT_LIST_DEFAULTS, String(session.UniqueId)), enabled });
  const placed = (plants.data?.rows ?? []).flatMap((plant) =>
    plant.coords ? [{ state: plant.state, coords: plant.coords }] : [],
  );
  const typed = state.trim().toLowerCase();
  const sameState = placed.filter((plant) => typed !== '' && plant.state.trim().toLowerCase() === typed);
  return (sameState.length > 0 ? sameState : placed).map((plant) => plant.coords);
}
