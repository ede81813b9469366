import { formatMdyDate, type FillInForm, type InspectionType } from '@envirotrack/shared';
import { inspectionPaths } from '../../../../lib/inspection-paths';
import { OPENED_INSPECTION_KEY, type OpenedInspection } from '../../../../components/open-form';

/**
 * Where the fill-in returns to: the inspection list with the plant's modal to reopen (?plantId, plant,
 * date). When the list opened this form, its own address is used, so its page, search and status stay.
 */
export function returnPath(form: FillInForm, inspectionType: InspectionType): string {
  const list = inspectionPaths.list(inspectionType);
  try {
    const opened = JSON.parse(
      sessionStorage.getItem(OPENED_INSPECTION_KEY) ?? 'null',
    ) as Partial<OpenedInspection> | null;
    if (
      opened?.FormId === form.FormId &&
      opened.plantInfo?.id === form.plant.id &&
      opened.date === formatMdyDate(form.date) &&
      opened.returnTo?.startsWith(`${list}?`)
    )
      return opened.returnTo;
  } catch {
    // Unreadable session data: the plain list address below does as well.
  }
  const query = new URLSearchParams({
    plantId: String(form.plant.id),
    plant: form.plant.plantId,
    date: formatMdyDate(form.date),
  });
  return `${list}?${query.toString()}`;
}
