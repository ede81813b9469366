import { paths, type Frequency, type PlantInspectionForm } from '@envirotrack/shared';
import { OPENED_INSPECTION_KEY } from '../../../components/open-form';

export interface GridLink {
  plantUId: number;
  formId: string;
  date: string;
  pointSource: string | null;
}

/** `/reports/{frequency}` with the plant and form chosen: the checklist grid (spec 3 §2.3). */
export function gridPath(frequency: Frequency, link: GridLink): string {
  const query = new URLSearchParams({
    plantUId: String(link.plantUId),
    formId: link.formId,
    date: link.date,
  });
  if (link.pointSource) query.set('pointSource', link.pointSource);
  return `${paths.reports(frequency.toLowerCase())}?${query.toString()}`;
}

export function keepInspectionDetails(
  form: PlantInspectionForm,
  plantUId: number,
  date: string,
  selectedPS: string | null,
) {
  sessionStorage.setItem(
    OPENED_INSPECTION_KEY,
    JSON.stringify({
      frequency: form.frequency,
      plantInfo: { plantUId },
      FormId: form.FormId,
      date,
      ParentId: form.ParentId,
      FormName: form.FormName,
      PointSources: form.PointSources,
      selectedPS,
    }),
  );
}
