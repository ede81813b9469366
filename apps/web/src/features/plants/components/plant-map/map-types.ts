import type { LatLng, MapShape, coordinatePointer, outfallPointer } from '@envirotrack/shared';
import type { z } from 'zod';

export type OutfallPointer = z.infer<typeof outfallPointer>;
export type CoordinatePointer = z.infer<typeof coordinatePointer>;
export type MapPointer = OutfallPointer | CoordinatePointer;

/** What the map edits on the plant (spec 2 §2.5): the plant position, its shapes and its pointers. */
export interface PlantMapValue {
  coords: LatLng | null;
  shapesList: MapShape[];
  outfallsList: OutfallPointer[];
  coordinatesPointerList: CoordinatePointer[];
}

/** The tools of the edit toolbar; Delete is an action, not a tool. */
export type MapTool = 'source' | 'line' | 'polygon' | 'circle' | 'rectangle' | 'text' | 'coordinates';

/** Drawing tools hand the map over to Geoman until a shape is finished or the tool is clicked again. */
export const DRAW_TOOLS = ['line', 'polygon', 'circle', 'rectangle'] as const;
export type DrawTool = (typeof DRAW_TOOLS)[number];
export const isDrawTool = (tool: MapTool | null): tool is DrawTool =>
  DRAW_TOOLS.some((drawTool) => drawTool === tool);

/** The one item the user picked on the map, for Delete and for vertex editing. */
export type MapSelection = { kind: 'shape'; index: number } | { kind: 'pointer'; id: string } | null;
