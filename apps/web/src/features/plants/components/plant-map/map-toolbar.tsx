import { useState } from 'react';
import { ActionIcon, Button, ColorSwatch, Divider, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCurrentLocation, IconTrash } from '@tabler/icons-react';
import { MAP, plantMessages } from '@envirotrack/shared';
import { notifyError } from '../../../../lib/notify';
import { IDLE_HINT, SELECTED_HINT, TOOL_GROUPS } from './map-tools';
import type { MapTool } from './map-types';

/** Line colours that stand out on satellite imagery; red (spec 2 §9) first. */
const LINE_COLOURS = [
  { color: MAP.lineColor, name: 'Red' },
  { color: '#ff9f1c', name: 'Orange' },
  { color: '#ffe600', name: 'Yellow' },
  { color: '#2ecc71', name: 'Green' },
  { color: '#00c2ff', name: 'Cyan' },
  { color: '#0040ff', name: 'Blue' },
  { color: '#b620e0', name: 'Purple' },
  { color: '#ffffff', name: 'White' },
];

interface MapToolbarProps {
  tool: MapTool | null;
  onToolChange: (tool: MapTool | null) => void;
  hasSelection: boolean;
  lineColor: string;
  onLineColorChange: (color: string) => void;
  /** The typed name of a source or text of a label (never empty). */
  onSaveText: (text: string) => void;
  onDelete: () => void;
  onPlaceHere: () => void;
}

/** The edit toolbar (spec 2 §2.5): one tool at a time, clicking the active one turns it off. */
export function MapToolbar(props: MapToolbarProps) {
  const { tool, onToolChange, hasSelection, onDelete, onPlaceHere } = props;
  const active = TOOL_GROUPS.flat().find((definition) => definition.tool === tool);

  return (
    <div className="etmap-toolbar">
      <Group gap={6} wrap="wrap" role="toolbar" aria-label="Map tools">
        {TOOL_GROUPS.map((group, index) => (
          <Group key={group[0]?.tool} gap={4} wrap="nowrap">
            {index > 0 && <Divider orientation="vertical" mx={4} />}
            {group.map(({ tool: id, label, icon: Icon }) => (
              <Tooltip key={id} label={label} withArrow openDelay={200}>
                <ActionIcon
                  size={36}
                  variant={tool === id ? 'filled' : 'default'}
                  aria-label={label}
                  aria-pressed={tool === id}
                  onClick={() => onToolChange(tool === id ? null : id)}
                >
                  <Icon size={20} stroke={1.8} />
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
        ))}
        <Divider orientation="vertical" mx={4} />
        <Tooltip label="Delete the selected item" withArrow openDelay={200}>
          <ActionIcon size={36} variant="default" color="red" aria-label="Delete" onClick={onDelete}>
            <IconTrash size={20} stroke={1.8} color="var(--mantine-color-red-7)" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Make the map centre the plant location" withArrow openDelay={200}>
          <Button
            ml="auto"
            size="compact-sm"
            variant="light"
            leftSection={<IconCurrentLocation size={16} />}
            onClick={onPlaceHere}
          >
            Set plant location here
          </Button>
        </Tooltip>
      </Group>
      <Group gap="sm" mt={8} mih={36} wrap="wrap">
        {(tool === 'source' || tool === 'text') && (
          <TextEntry key={tool} tool={tool} onSave={props.onSaveText} />
        )}
        {tool === 'line' && <LineColours value={props.lineColor} onChange={props.onLineColorChange} />}
        <Text size="xs" c="dimmed" flex="1 1 220px">
          {active?.hint ?? (hasSelection ? SELECTED_HINT : IDLE_HINT)}
        </Text>
      </Group>
    </div>
  );
}

function TextEntry({ tool, onSave }: { tool: 'source' | 'text'; onSave: (text: string) => void }) {
  const [text, setText] = useState('');
  const save = () => {
    const trimmed = text.trim();
    if (!trimmed) return notifyError(plantMessages.enterText);
    onSave(trimmed);
    setText('');
  };
  return (
    <Group gap={6} wrap="nowrap">
      <TextInput
        size="xs"
        w={190}
        data-autofocus
        autoFocus
        aria-label={tool === 'source' ? 'Source name' : 'Label text'}
        placeholder={tool === 'source' ? 'Source name, e.g. Outfall 001' : 'Label text'}
        maxLength={tool === 'source' ? 120 : 200}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          }
        }}
      />
      <Button size="compact-md" onClick={save}>
        Save
      </Button>
    </Group>
  );
}

function LineColours({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  return (
    <Group gap={6} role="radiogroup" aria-label="Line colour" wrap="nowrap">
      {LINE_COLOURS.map(({ color, name }) => (
        <Tooltip key={color} label={name} withArrow openDelay={300}>
          <ColorSwatch
            component="button"
            type="button"
            role="radio"
            aria-checked={value === color}
            aria-label={name}
            color={color}
            size={24}
            className="etmap-swatch"
            onClick={() => onChange(color)}
          >
            {value === color && (
              <IconCheck
                size={14}
                stroke={3}
                color={color === '#ffffff' || color === '#ffe600' ? '#222' : '#fff'}
              />
            )}
          </ColorSwatch>
        </Tooltip>
      ))}
    </Group>
  );
}
