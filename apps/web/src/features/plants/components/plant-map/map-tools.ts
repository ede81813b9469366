import {
  IconCircle,
  IconCrosshair,
  IconDropletPlus,
  IconLine,
  IconPolygon,
  IconRectangle,
  IconTypography,
  type Icon,
} from '@tabler/icons-react';
import type { MapTool } from './map-types';

export interface ToolDefinition {
  tool: MapTool;
  label: string;
  icon: Icon;
  /** Shown under the toolbar while the tool is active. */
  hint: string;
}

/** The toolbar in the order of spec 2 §2.5, grouped as the bar shows them; Delete follows them. */
export const TOOL_GROUPS: ToolDefinition[][] = [
  [
    {
      tool: 'source',
      label: 'Add Source',
      icon: IconDropletPlus,
      hint: 'Name the outfall or point source, then Save: it appears near the map centre; drag it into place.',
    },
  ],
  [
    {
      tool: 'line',
      label: 'Line',
      icon: IconLine,
      hint: 'Click to add points; click the last point again to finish the line.',
    },
    {
      tool: 'polygon',
      label: 'Shape',
      icon: IconPolygon,
      hint: 'Click to add corners; click the first corner to close the shape.',
    },
    {
      tool: 'circle',
      label: 'Circle',
      icon: IconCircle,
      hint: 'Click the centre, move out to the size you want and click again.',
    },
    {
      tool: 'rectangle',
      label: 'Rectangle',
      icon: IconRectangle,
      hint: 'Click one corner, then the opposite corner.',
    },
    {
      tool: 'text',
      label: 'Text',
      icon: IconTypography,
      hint: 'Type the label, then Save: it appears near the map centre; drag it into place.',
    },
  ],
  [
    {
      tool: 'coordinates',
      label: 'Coordinates',
      icon: IconCrosshair,
      hint: 'Click the map to drop a coordinate pointer; click Coordinates again when done.',
    },
  ],
];

export const IDLE_HINT =
  'Choose a tool to draw on the map. Click an item to select it; drag pins and labels to move them.';
export const SELECTED_HINT =
  'Item selected: drag it or its corner handles to adjust it, or choose Delete to remove it.';
