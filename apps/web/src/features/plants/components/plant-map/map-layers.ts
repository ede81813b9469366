import { MAP, type LatLng, type MapShape } from '@envirotrack/shared';
import { L } from './leaflet-setup';
import { formatLatLng, pointerLatLng, roundLatLng } from './map-format';
import type { MapPointer } from './map-types';

const point = (latLng: L.LatLng): LatLng => roundLatLng(latLng.lat, latLng.lng);

/** Leaflet nests the rings of polygons (and the parts of multi-lines); the plant keeps the first one. */
function firstRing(latLngs: L.LatLng[] | L.LatLng[][] | L.LatLng[][][]): L.LatLng[] {
  let ring: unknown = latLngs;
  while (Array.isArray(ring) && Array.isArray(ring[0])) ring = ring[0];
  return ring as L.LatLng[];
}

/** A layer Geoman drew or edited, in the plant's shape format; null for layers the plant does not keep. */
export function shapeFromLayer(layer: L.Layer, color: string): MapShape | null {
  if (layer instanceof L.Circle) {
    return { type: 'circle', points: [point(layer.getLatLng())], radius: layer.getRadius(), color };
  }
  // Rectangle extends Polygon, which extends Polyline: the most specific class first.
  if (layer instanceof L.Rectangle) {
    return { type: 'rectangle', points: firstRing(layer.getLatLngs()).map(point), color };
  }
  if (layer instanceof L.Polygon) {
    return { type: 'polygon', points: firstRing(layer.getLatLngs()).map(point) };
  }
  if (layer instanceof L.Polyline) {
    return { type: 'polyline', points: firstRing(layer.getLatLngs()).map(point), color };
  }
  return null;
}

/** The shape with the position of its edited layer (text labels are markers). */
export function editedShape(shape: MapShape, layer: L.Layer): MapShape {
  if (layer instanceof L.Marker) return { ...shape, points: [point(layer.getLatLng())] };
  return { ...shape, ...shapeFromLayer(layer, shape.color ?? MAP.lineColor) };
}

/** Every stored shape carries this class, which tells it apart from Geoman's drawing guides. */
const SHAPE_CLASS = 'etmap-shape';

const outline = (shape: MapShape): L.PathOptions => ({
  className: SHAPE_CLASS,
  color: shape.color ?? MAP.lineColor,
  weight: 4,
  opacity: 0.9,
  fillColor: shape.color ?? MAP.lineColor,
  fillOpacity: 0.2,
});

function labelIcon(text: string): L.DivIcon {
  const label = document.createElement('span');
  label.textContent = text;
  // No iconSize: the label sizes itself; the stylesheet centres it on its point.
  return L.divIcon({ className: 'etmap-text', html: label, iconSize: undefined });
}

/** A Leaflet layer drawing one stored shape; null when the shape has no points to draw. */
export function layerFromShape(shape: MapShape): L.Layer | null {
  const [first] = shape.points;
  if (!first) return null;
  switch (shape.type) {
    case 'polyline':
      return L.polyline(shape.points, { ...outline(shape), fill: false });
    case 'polygon':
      return L.polygon(shape.points, { ...MAP.polygon, className: SHAPE_CLASS });
    case 'rectangle':
      return L.rectangle(L.latLngBounds(shape.points), outline(shape));
    case 'circle':
      return L.circle(first, { ...outline(shape), radius: shape.radius ?? 10 });
    case 'text':
      return L.marker(first, { icon: labelIcon(shape.text ?? ''), keyboard: false });
  }
}

const PIN = `<svg viewBox="0 0 24 32" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.6"/></svg>`;

function pinIcon(kind: 'outfall' | 'coordinate' | 'plant', name: string): L.DivIcon {
  const html = document.createElement('div');
  html.innerHTML = PIN;
  const label = document.createElement('span');
  label.className = 'etmap-pin-name';
  label.textContent = name;
  html.append(label);
  return L.divIcon({
    className: `etmap-pin etmap-pin--${kind}`,
    html,
    iconSize: [26, 34],
    iconAnchor: [13, 34],
    tooltipAnchor: [0, -34],
  });
}

/** Outfalls and coordinate pointers: a pin with its name, its coordinates on hover. */
export function markerFromPointer(pointer: MapPointer): L.Marker {
  const marker = L.marker(pointerLatLng(pointer), { icon: pinIcon(pointer.pointerType, pointer.name) });
  bindPositionTooltip(marker, pointer.name);
  return marker;
}

export function plantMarker(at: LatLng): L.Marker {
  const marker = L.marker(at, { icon: pinIcon('plant', 'Plant location'), zIndexOffset: -100 });
  bindPositionTooltip(marker, 'Plant location');
  return marker;
}

function positionContent(name: string, at: L.LatLng): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement('strong');
  // Names are user text: set as text, never as markup.
  title.textContent = name;
  box.append(title, document.createElement('br'), formatLatLng(at.lat, at.lng));
  return box;
}

function bindPositionTooltip(marker: L.Marker, name: string): void {
  marker.bindTooltip(() => positionContent(name, marker.getLatLng()), {
    direction: 'top',
    className: 'etmap-tooltip',
  });
}

/** Shapes show the latitude and longitude under the pointer while it hovers them (spec 2 §2.5). */
export function bindHoverPosition(layer: L.Layer): void {
  const show = (event: L.LeafletMouseEvent) =>
    layer.setTooltipContent(formatLatLng(event.latlng.lat, event.latlng.lng));
  // Registered before the tooltip's own mouseover handler, so it never opens empty.
  layer.on('mouseover', show);
  layer.on('mousemove', show);
  layer.bindTooltip('', { sticky: true, direction: 'top', className: 'etmap-tooltip' });
}
