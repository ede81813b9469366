import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { MAP, type LatLng } from '@envirotrack/shared';
import { L } from './leaflet-setup';

/** Where the map waits while it knows neither the plant position nor any other plant: the contiguous US. */
const UNITED_STATES: LatLng = { lat: 39.5, lng: -98.35 };
/** Other plants show a town's surroundings, not a plant: the user still zooms in to place this one. */
const NEARBY_ZOOM = 13;
/** Failed tiles in a row, with none loaded in between, before the map says its images cannot load. */
const TILE_ERRORS = 4;

/**
 * One Leaflet map on the element the returned ref is attached to, with the satellite tiles of `tileUrl`.
 * Offline, the tiles fail to load and the map stays usable; `tilesFailed` tells the user why it is empty.
 */
export function useLeafletMap(tileUrl: string) {
  const [map, setMap] = useState<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  const ref = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const created = L.map(node, { center: UNITED_STATES, zoom: 4, maxZoom: 21, zoomSnap: 1 });
    // The panel may sit in a column or tab that changes size after the map measured itself.
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(node);
    setMap(created);
    return () => {
      resize.disconnect();
      created.remove();
      setMap(null);
    };
  }, []);

  useEffect(() => {
    // GET /me may still be loading: an empty template would request the page itself as tiles.
    if (!map || !tileUrl) return;
    const tiles = L.tileLayer(tileUrl, {
      // Imagery exists to zoom 19 almost everywhere; beyond it Leaflet enlarges the last tiles.
      maxNativeZoom: 19,
      maxZoom: 21,
      attribution: tileUrl.includes('arcgisonline') ? 'Imagery &copy; Esri' : undefined,
    });
    let errors = 0;
    tiles.on('tileload', () => {
      errors = 0;
      setTilesFailed(false);
    });
    tiles.on('tileerror', () => {
      errors += 1;
      if (errors >= TILE_ERRORS) setTilesFailed(true);
    });
    tiles.addTo(map);
    return () => {
      tiles.remove();
    };
  }, [map, tileUrl]);

  return { ref, map, tilesFailed };
}

/**
 * Centres the map on the plant at zoom 18 when its position first becomes known, and again when it moves
 * out of sight (a new address). A position set on the map itself (dragged, placed here) leaves the view be.
 * Without a position, shows the items already drawn, else the `nearby` plants.
 */
export function useMapView(map: L.Map | null, centre: LatLng | null, items: LatLng[], nearby: LatLng[]) {
  const lat = centre?.lat;
  const lng = centre?.lng;
  const hasItems = items.length > 0;
  const hasNearby = nearby.length > 0;
  const centredMap = useRef<L.Map | null>(null);

  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return;
    if (centredMap.current === map && map.getBounds().contains([lat, lng])) return;
    centredMap.current = map;
    map.setView([lat, lng], MAP.zoom);
  }, [map, lat, lng]);

  // Fitted when the map first lacks a position but has items; later edits must not move the view.
  const showItems = useEffectEvent((target: L.Map) =>
    target.fitBounds(L.latLngBounds(items.map((item) => [item.lat, item.lng])), {
      maxZoom: MAP.zoom,
      padding: [40, 40],
    }),
  );

  useEffect(() => {
    if (map && lat === undefined && hasItems) showItems(map);
  }, [map, lat, hasItems]);

  // Fitted once when the other plants arrive; typing a different state later must not move the view.
  const showNearby = useEffectEvent((target: L.Map) =>
    target.fitBounds(L.latLngBounds(nearby.map((plant) => [plant.lat, plant.lng])), {
      maxZoom: NEARBY_ZOOM,
      padding: [40, 40],
    }),
  );

  useEffect(() => {
    if (map && lat === undefined && !hasItems && hasNearby) showNearby(map);
  }, [map, lat, hasItems, hasNearby]);
}
