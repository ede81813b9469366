import { useState } from 'react';
import { Button, Menu, VisuallyHidden, type MantineSize } from '@mantine/core';
import { IconCheck, IconChevronDown, IconDownload } from '@tabler/icons-react';
import {
  EXPORT_DATE_STYLES,
  exportMessages,
  type ExportDateStyle,
  type ExportFormat,
} from '@envirotrack/shared';
import { api } from '../lib/api-client';
import { notifyError } from '../lib/notify';

/** The user's choice of date format for exports, kept in this browser. */
const DATES_KEY = 'exportDates';
const storedDates = (): ExportDateStyle =>
  EXPORT_DATE_STYLES.find((style) => style === localStorage.getItem(DATES_KEY)) ?? 'iso';

/** Saves a Blob under a name: a link to an object URL (a plain link cannot send the session's token). */
function save(blob: Blob, fileName: string) {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

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

/** 'Export' on every list (issue 17): all of the list's rows, as CSV or Excel, dates as the user prefers. */
export function ExportMenu({ path, fallbackName, label, size }: ExportMenuProps) {
  const [dates, setDates] = useState(storedDates);
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const chooseDates = (style: ExportDateStyle) => {
    localStorage.setItem(DATES_KEY, style);
    setDates(style);
  };

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const joiner = path.includes('?') ? '&' : '?';
      const { blob, fileName } = await api.download(`${path}${joiner}format=${format}&dates=${dates}`);
      save(blob, fileName ?? `${fallbackName}.${format}`);
    } catch (error) {
      notifyError(error instanceof Error && error.message ? error : exportMessages.failed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button
          variant="default"
          size={size}
          aria-label={label}
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={busy !== null}
        >
          {exportMessages.button}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')}>{exportMessages.csv}</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>{exportMessages.xlsx}</Menu.Item>
        <Menu.Divider />
        <Menu.Label>{exportMessages.datesLabel}</Menu.Label>
        {EXPORT_DATE_STYLES.map((style) => (
          <Menu.Item
            key={style}
            closeMenuOnClick={false}
            leftSection={
              dates === style ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />
            }
            onClick={() => chooseDates(style)}
          >
            {exportMessages.dateStyles[style]}
            {dates === style && <VisuallyHidden>{exportMessages.chosen}</VisuallyHidden>}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
