import { useEffect, useEffectEvent } from 'react';
import type { LatLng, MapShape } from '@envirotrack/shared';
import { L } from './leaflet-setup';
import { roundLatLng } from './map-format';
import { bindHoverPosition, editedShape, layerFromShape, markerFromPointer, plantMarker } from './map-layers';
import type { MapPointer, MapSelection, PlantMapValue } from './map-types';

interface Options {
  value: PlantMapValue;
  editable: boolean;
  selection: MapSelection;
  onSelect: (selection: MapSelection) => void;
  onChange: (value: PlantMapValue) => void;
}

/** Stops a click on an item from also reaching the map, where it would clear the selection. */
const onItemClick = (layer: L.Layer, select: () => void) =>
  layer.on('click', (event: L.LeafletMouseEvent) => {
    L.DomEvent.stopPropagation(event);
    select();
  });

function markSelected(layer: L.Layer): void {
  if (layer instanceof L.Marker) layer.getElement()?.classList.add('etmap-selected');
  // Geoman's vertex handles let the user reshape the selected shape; pm:edit reports each change.
  else if (layer instanceof L.Path) {
    layer.setStyle({ dashArray: '10 8' });
    layer.pm.enable({ allowSelfIntersection: true, snappable: false });
  }
}

/**
 * Draws the plant's shapes, pointers and position on the map, always from `value`: every edit goes through
 * `onChange` and comes back as a new value, so the layers never drift from the plant data. Rebuilt when one
 * of the lists changes (by reference), when the selection changes, or between view and edit mode.
 */
export function useMapLayers(map: L.Map | null, { value, editable, selection, onSelect, onChange }: Options) {
  const { shapesList, outfallsList, coordinatesPointerList } = value;

  const select = useEffectEvent((next: MapSelection) => onSelect(next));
  const updateShape = useEffectEvent((index: number, shape: MapShape) =>
    onChange({ ...value, shapesList: value.shapesList.map((old, i) => (i === index ? shape : old)) }),
  );
  const movePointer = useEffectEvent((pointer: MapPointer, at: LatLng) => {
    const moved = { latitude: at.lat, longitude: at.lng };
    onChange(
      pointer.pointerType === 'outfall'
        ? {
            ...value,
            outfallsList: value.outfallsList.map((p) => (p.id === pointer.id ? { ...p, ...moved } : p)),
          }
        : {
            ...value,
            coordinatesPointerList: value.coordinatesPointerList.map((p) =>
              p.id === pointer.id ? { ...p, ...moved } : p,
            ),
          },
    );
  });
  const movePlant = useEffectEvent((at: LatLng) => onChange({ ...value, coords: at }));

  useEffect(() => {
    if (!map) return;
    const group = L.featureGroup().addTo(map);
    const selectedLayers: L.Layer[] = [];

    shapesList.forEach((shape, index) => {
      const layer = layerFromShape(shape);
      if (!layer) return;
      bindHoverPosition(layer);
      group.addLayer(layer);
      if (!editable) return;
      onItemClick(layer, () => select({ kind: 'shape', index }));
      const report = () => updateShape(index, editedShape(shape, layer));
      if (layer instanceof L.Marker) {
        layer.dragging?.enable();
        layer.on('dragend', report);
      }
      if (selection?.kind === 'shape' && selection.index === index) {
        selectedLayers.push(layer);
        layer.on('pm:edit', report);
      }
    });

    for (const pointer of [...outfallsList, ...coordinatesPointerList]) {
      const marker = markerFromPointer(pointer);
      group.addLayer(marker);
      if (!editable) continue;
      onItemClick(marker, () => select({ kind: 'pointer', id: pointer.id }));
      marker.dragging?.enable();
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng();
        movePointer(pointer, roundLatLng(lat, lng));
      });
      if (selection?.kind === 'pointer' && selection.id === pointer.id) selectedLayers.push(marker);
    }

    selectedLayers.forEach(markSelected);
    return () => {
      // Geoman keeps its vertex handles in their own layer group: put them away with the shape.
      selectedLayers.forEach((layer) => layer instanceof L.Path && layer.pm.disable());
      group.remove();
    };
  }, [map, shapesList, outfallsList, coordinatesPointerList, editable, selection]);

  const lat = value.coords?.lat;
  const lng = value.coords?.lng;
  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return;
    const marker = plantMarker({ lat, lng }).addTo(map);
    if (editable) {
      marker.dragging?.enable();
      marker.on('dragend', () => {
        const at = marker.getLatLng();
        movePlant(roundLatLng(at.lat, at.lng));
      });
    }
    return () => {
      marker.remove();
    };
  }, [map, lat, lng, editable]);
}
