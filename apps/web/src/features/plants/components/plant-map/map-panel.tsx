import { useState } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { IconMapOff, IconMapPinExclamation } from '@tabler/icons-react';
import { MAP, plantMessages, type LatLng, type MapShape } from '@envirotrack/shared';
import { notifyError } from '../../../../lib/notify';
import { CoordinateTable } from './coordinate-table';
import { newCoordinatePointer, newOutfall, pointerLatLng, roundLatLng } from './map-format';
import { MapToolbar } from './map-toolbar';
import { isDrawTool, type MapSelection, type MapTool, type PlantMapValue } from './map-types';
import { useLeafletMap, useMapView } from './use-leaflet-map';
import { useMapDraw } from './use-map-draw';
import { useMapLayers } from './use-map-layers';
import { usePlantLocation, type LocationState } from './use-plant-location';

interface MapPanelProps {
  editable: boolean;
  address: string;
  value: PlantMapValue;
  onChange: (value: PlantMapValue) => void;
  tileUrl: string;
  nearby: LatLng[];
  height: number;
}

/** The map with its toolbar (edit mode) and the Coordinate Details table. */
export function MapPanel({ editable, address, value, onChange, tileUrl, nearby, height }: MapPanelProps) {
  const [chosenTool, setTool] = useState<MapTool | null>(null);
  const [selection, setSelection] = useState<MapSelection>(null);
  const [lineColor, setLineColor] = useState<string>(MAP.lineColor);
  const tool = editable ? chosenTool : null;

  const location = usePlantLocation({ address, value, editable, onChange });
  const { ref, map, tilesFailed } = useLeafletMap(tileUrl);
  const pointers = [...value.outfallsList, ...value.coordinatesPointerList];
  useMapView(
    map,
    location.centre,
    [...value.shapesList.flatMap((shape) => shape.points), ...pointers.map(pointerLatLng)],
    nearby,
  );
  useMapLayers(map, { value, editable, selection, onSelect: setSelection, onChange });

  const chooseTool = (next: MapTool | null) => {
    setTool(next);
    setSelection(null);
  };

  const addShape = (shape: MapShape) => {
    onChange({ ...value, shapesList: [...value.shapesList, shape] });
    setTool(null);
    setSelection({ kind: 'shape', index: value.shapesList.length });
  };

  useMapDraw(map, {
    tool,
    lineColor,
    onDrawn: addShape,
    onMapClick: (at) => {
      if (tool === 'coordinates') {
        const pointer = newCoordinatePointer(value.coordinatesPointerList, at);
        onChange({ ...value, coordinatesPointerList: [...value.coordinatesPointerList, pointer] });
      } else if (!isDrawTool(tool)) setSelection(null);
    },
  });

  const saveText = (text: string) => {
    if (!map) return;
    const centre = map.getCenter();
    if (tool === 'text') {
      return addShape({
        type: 'text',
        points: [roundLatLng(centre.lat - MAP.markerOffset, centre.lng)],
        text,
      });
    }
    // Successive sources step east so they do not hide each other.
    const step = (value.outfallsList.length % 5) * MAP.markerOffset;
    const outfall = newOutfall(text, roundLatLng(centre.lat + MAP.markerOffset, centre.lng + step));
    onChange({ ...value, outfallsList: [...value.outfallsList, outfall] });
    setTool(null);
    setSelection({ kind: 'pointer', id: outfall.id });
  };

  const deleteSelected = () => {
    const exists =
      selection?.kind === 'shape'
        ? selection.index < value.shapesList.length
        : pointers.some((pointer) => pointer.id === selection?.id);
    if (!selection || !exists) return notifyError(plantMessages.noShapeSelected);
    onChange(
      selection.kind === 'shape'
        ? { ...value, shapesList: value.shapesList.filter((_, index) => index !== selection.index) }
        : {
            ...value,
            outfallsList: value.outfallsList.filter((pointer) => pointer.id !== selection.id),
            coordinatesPointerList: value.coordinatesPointerList.filter(
              (pointer) => pointer.id !== selection.id,
            ),
          },
    );
    setSelection(null);
  };

  const placeHere = () => {
    if (!map) return;
    const centre = map.getCenter();
    onChange({ ...value, coords: roundLatLng(centre.lat, centre.lng) });
  };

  return (
    <Stack gap="sm" className="etmap">
      {editable && (
        <MapToolbar
          tool={tool}
          onToolChange={chooseTool}
          hasSelection={selection !== null}
          lineColor={lineColor}
          onLineColorChange={setLineColor}
          onSaveText={saveText}
          onDelete={deleteSelected}
          onPlaceHere={placeHere}
        />
      )}
      <div
        className={`etmap-frame${tool === 'coordinates' ? ' etmap-frame--placing' : ''}`}
        style={{ height }}
        onKeyDown={(event) => event.key === 'Escape' && chooseTool(null)}
      >
        <div ref={ref} className="etmap-map" data-testid="plant-map" aria-label="Plant map" role="region" />
        <LocationNote location={location} editable={editable} />
        {tilesFailed && (
          <div className="etmap-note etmap-note--tiles" role="status">
            <IconMapOff size={20} />
            <Text size="sm">
              {plantMessages.mapTilesFailed} {editable && plantMessages.mapTilesDrawing}
            </Text>
          </div>
        )}
      </div>
      <CoordinateTable pointers={pointers} />
    </Stack>
  );
}

function LocationNote({ location, editable }: { location: LocationState; editable: boolean }) {
  if (location.status === 'located') return null;
  if (location.status === 'locating') {
    return (
      <div className="etmap-note" role="status">
        <Loader size={16} />
        <Text size="sm">Finding the address on the map…</Text>
      </div>
    );
  }
  const problem =
    location.status === 'not-found'
      ? 'This address could not be found on the map.'
      : 'The address lookup is not available right now.';
  return (
    <div className="etmap-note etmap-note--warning" role="status">
      <IconMapPinExclamation size={20} />
      <Text size="sm">
        {problem} {editable ? plantMessages.placeByHand : 'The plant location has not been set.'}
      </Text>
    </div>
  );
}
