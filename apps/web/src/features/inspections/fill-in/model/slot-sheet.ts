import { openWeekdays, WEEKDAYS } from '@envirotrack/shared';

// The sheet's rows and slot places are the shared layout's (issue 17: the report and the pack use them too).
export { sheetRows, slotPlaces, type SheetRow, type SlotPlace } from '@envirotrack/shared';

/**
 * Which slots may be answered on a sheet opened for `formDate`: a weekday only on that weekday and not
 * after today (openWeekdays); the 'Weekly' and yearly slots whenever the sheet's date has come.
 */
export function isSlotOpen(label: string, formDate: string, todayIso: string): boolean {
  const weekday = (WEEKDAYS as readonly string[]).indexOf(label);
  if (weekday >= 0) return openWeekdays(formDate, todayIso)[weekday] ?? false;
  return formDate <= todayIso;
}
