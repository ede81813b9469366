import { useEffect, useEffectEvent } from 'react';
import { MAP, type LatLng, type MapShape } from '@envirotrack/shared';
import type { PM } from 'leaflet';
import type { L } from './leaflet-setup';
import { roundLatLng } from './map-format';
import { shapeFromLayer } from './map-layers';
import { isDrawTool, type DrawTool, type MapTool } from './map-types';

const GEOMAN_SHAPES: Record<DrawTool, PM.SUPPORTED_SHAPES> = {
  line: 'Line',
  polygon: 'Polygon',
  circle: 'Circle',
  rectangle: 'Rectangle',
};

function drawOptions(tool: DrawTool, lineColor: string): PM.DrawModeOptions {
  const color = tool === 'polygon' ? MAP.polygon.color : tool === 'line' ? lineColor : MAP.lineColor;
  const pathOptions =
    tool === 'polygon'
      ? { ...MAP.polygon }
      : { color, weight: 4, opacity: 0.9, fillColor: color, fillOpacity: 0.2, fill: tool !== 'line' };
  return {
    pathOptions,
    templineStyle: { color, weight: 3 },
    hintlineStyle: { color, weight: 3, dashArray: [6, 6] },
    snappable: true,
    continueDrawing: false,
  };
}

interface Options {
  tool: MapTool | null;
  lineColor: string;
  /** A shape Geoman finished drawing, in the plant's format. */
  onDrawn: (shape: MapShape) => void;
  /** A click on the empty map (not on an item). */
  onMapClick: (at: LatLng) => void;
}

/**
 * Hands the map to Geoman while a drawing tool is active. Geoman's own layer is dropped once drawn: the
 * shape comes back through the plant value like every other item.
 */
export function useMapDraw(map: L.Map | null, { tool, lineColor, onDrawn, onMapClick }: Options) {
  const drawTool = isDrawTool(tool) ? tool : null;

  useEffect(() => {
    if (!map || !drawTool) return;
    map.pm.enableDraw(GEOMAN_SHAPES[drawTool], drawOptions(drawTool, lineColor));
    return () => {
      map.pm.disableDraw();
    };
  }, [map, drawTool, lineColor]);

  const drawn = useEffectEvent((layer: L.Layer) => {
    const color = tool === 'line' ? lineColor : MAP.lineColor;
    const shape = shapeFromLayer(layer, color);
    if (shape) onDrawn(shape);
  });
  const clicked = useEffectEvent((at: LatLng) => onMapClick(at));

  useEffect(() => {
    if (!map) return;
    const onCreate = (event: { layer: L.Layer }) => {
      event.layer.remove();
      drawn(event.layer);
    };
    const onClick = (event: L.LeafletMouseEvent) => clicked(roundLatLng(event.latlng.lat, event.latlng.lng));
    map.on('pm:create', onCreate);
    map.on('click', onClick);
    return () => {
      map.off('pm:create', onCreate);
      map.off('click', onClick);
    };
  }, [map]);
}
