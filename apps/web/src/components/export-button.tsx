import type { ComponentPropsWithRef } from 'react';
import { Button, type MantineSize } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { exportMessages } from '@envirotrack/shared';

export interface ExportMenuProps {
  /**
   * The list's export call with the filters, sort and scope on screen (e.g. `/forms-m/02/2025/export?...`);
   * the menu adds the format and the date format.
   */
  path: string;
  /** The file name when the answer names none. */
  fallbackName: string;
  /** The button's name when a screen holds more than one export (it starts with 'Export', as shown). */
  label?: string;
  size?: MantineSize | `compact-${MantineSize}`;
}

type ExportButtonProps = Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'> &
  Pick<ExportMenuProps, 'label' | 'size'> & { loading?: boolean };

/** 'Export': the menu's target, and its stub until the menu's code is here. */
export function ExportButton({ label, size, loading, ...props }: ExportButtonProps) {
  return (
    <Button
      {...props}
      variant="default"
      size={size}
      aria-label={label}
      leftSection={<IconDownload size={16} />}
      rightSection={<IconChevronDown size={14} />}
      loading={loading}
    >
      {exportMessages.button}
    </Button>
  );
}
