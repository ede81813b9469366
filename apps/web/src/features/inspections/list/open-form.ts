import { useLocation, useNavigate } from 'react-router';
import {
  formatMdyDate,
  type Frequency,
  type InspectionPlant,
  type InspectionType,
  type PlantInspectionForm,
} from '@envirotrack/shared';
import { inspectionPaths } from '../inspection-paths';

export type PlantPointSource = PlantInspectionForm['PointSources'][number];

/** The sessionStorage key of the form being opened (spec 2 §2.1: saved before navigating). */
export const OPENED_INSPECTION_KEY = 'inspectionDetails';

/** What the list tells the fill-in about the form it opens. */
export interface OpenedInspection {
  frequency: Frequency;
  plantInfo: InspectionPlant;
  FormId: string;
  /** 'MM-DD-YYYY'. */
  date: string;
  ParentId: string;
  FormName: string;
  PointSources: PlantPointSource[];
  selectedPS: PlantPointSource | null;
  /** The inspection of that period (and point source), when there is one: the form opens to edit it. */
  InspectionId: number | null;
  inspectionType: InspectionType;
  permitType: PlantInspectionForm['permitType'];
  /** The list address that reopens this plant at this date, for the way back after submitting. */
  returnTo: string;
}

export interface OpenFormInput {
  plant: InspectionPlant;
  form: PlantInspectionForm;
  /** ISO. */
  date: string;
  pointSource: PlantPointSource | null;
  inspectionType: InspectionType;
}

/** Saves the opened form in sessionStorage, then goes to its fill-in (spec 2 §2.1, §2.2). */
export function useOpenForm(): (input: OpenFormInput) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return ({ plant, form, date, pointSource, inspectionType }) => {
    const mdy = formatMdyDate(date);
    const back = new URLSearchParams(location.search);
    back.set('plantId', String(plant.id));
    back.set('plant', plant.plantId);
    back.set('date', mdy);
    const opened: OpenedInspection = {
      frequency: form.frequency,
      plantInfo: plant,
      FormId: form.FormId,
      date: mdy,
      ParentId: form.ParentId,
      FormName: form.FormName,
      PointSources: form.PointSources,
      selectedPS: pointSource,
      InspectionId: pointSource ? pointSource.InspectionId : form.InspectionId,
      inspectionType,
      permitType: form.permitType,
      returnTo: `${inspectionPaths.list(inspectionType)}?${back.toString()}`,
    };
    sessionStorage.setItem(OPENED_INSPECTION_KEY, JSON.stringify(opened));
    void navigate(
      inspectionPaths.fillIn({
        parentId: form.ParentId,
        formId: form.FormId,
        plantId: plant.id,
        pointSource: pointSource?.PsId ?? null,
        date: mdy,
        inspectionType,
      }),
    );
  };
}
