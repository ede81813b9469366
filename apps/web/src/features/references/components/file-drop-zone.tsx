import { useRef, useState, type DragEvent } from 'react';
import { Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import classes from './references.module.css';

interface FileDropZoneProps {
  label: string;
  accept?: string;
  onFiles: (files: File[]) => void;
}

/** A drop zone that is also a button (Enter or Space opens the file chooser). */
export function FileDropZone({ label, accept, onFiles }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <div
      className={classes.dropzone}
      data-dragging={dragging || undefined}
      role="button"
      tabIndex={0}
      aria-label={label}
      onClick={() => input.current?.click()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          input.current?.click();
        }
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <IconUpload size={32} stroke={1.4} aria-hidden="true" />
      <Text size="sm" mt="xs">
        {label}
      </Text>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        data-testid="reference-file-input"
        onChange={(event) => {
          onFiles(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
