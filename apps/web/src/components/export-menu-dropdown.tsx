import { useState } from 'react';
import { Menu, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import {
  EXPORT_DATE_STYLES,
  exportMessages,
  type ExportDateStyle,
  type ExportFormat,
} from '@envirotrack/shared';
import { api } from '../lib/api-client';
import type { DeferredPartProps } from '../lib/deferred-control';
import { notifyError } from '../lib/notify';
import { saveBlob } from '../lib/use-file-url';
import { ExportButton, type ExportMenuProps } from './export-button';

/** The user's choice of date format for exports, kept in this browser. */
const DATES_KEY = 'exportDates';
const storedDates = (): ExportDateStyle =>
  EXPORT_DATE_STYLES.find((style) => style === localStorage.getItem(DATES_KEY)) ?? 'iso';

/** The export menu itself, loaded when first reached for (export-menu.tsx). */
export function ExportMenuDropdown({
  path,
  fallbackName,
  label,
  size,
  controlRef,
}: ExportMenuProps & DeferredPartProps) {
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
      saveBlob(blob, fileName ?? `${fallbackName}.${format}`);
    } catch (error) {
      notifyError(error instanceof Error && error.message ? error : exportMessages.failed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <ExportButton label={label} size={size} loading={busy !== null} ref={controlRef} />
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
