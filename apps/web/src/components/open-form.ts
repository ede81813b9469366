import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import {
  formatMdyDate,
  type Frequency,
  type InspectionPlant,
  type InspectionType,
  type PlantInspectionForm,
} from '@envirotrack/shared';
import { inspectionPaths, type FillInTarget } from '../lib/inspection-paths';
import { openFlagsQuery } from '../lib/open-flags';
import { askFollowUp } from './ask-follow-up';

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

/**
 * Saves the opened form in sessionStorage, then goes to its fill-in (spec 2 §2.1, §2.2). A Monthly form begun
 * at a plant with open flags first asks 'Is this a corrective action follow-up form?'; Yes and No both go to
 * /monthly-checklist-form/..., Yes with `followUp=1`; closing the question opens nothing. `asking` is true
 * while the question is open (Escape then closes the question only, not the plant's forms under it).
 */
export function useOpenForm(): { openForm: (input: OpenFormInput) => Promise<void>; asking: boolean } {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  // A second click while the flags are read or the question is open asks nothing more.
  const checking = useRef(false);
  const openForm = async ({ plant, form, date, pointSource, inspectionType }: OpenFormInput) => {
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
    const target: FillInTarget = {
      parentId: form.ParentId,
      formId: form.FormId,
      plantId: plant.id,
      pointSource: pointSource?.PsId ?? null,
      date: mdy,
      inspectionType,
    };
    const go = (path: string) => {
      sessionStorage.setItem(OPENED_INSPECTION_KEY, JSON.stringify(opened));
      void navigate(path);
    };
    if (form.frequency !== 'Monthly' || opened.InspectionId !== null)
      return go(inspectionPaths.fillIn(target));
    // The question is asked only when there is something to follow up; if the flags cannot be read, the
    // form opens as an ordinary one rather than not at all.
    if (checking.current) return;
    checking.current = true;
    const open = await queryClient.fetchQuery(openFlagsQuery(plant.id)).catch(() => null);
    if (!open?.totalCount) {
      checking.current = false;
      return go(inspectionPaths.fillIn(target));
    }
    const followUpPath = (followUp: boolean) =>
      inspectionPaths.monthlyChecklist({ ...target, plantRegion: plant.regionName, followUp });
    setAsking(true);
    askFollowUp(open.totalCount, {
      onYes: () => go(followUpPath(true)),
      onNo: () => go(followUpPath(false)),
      // After the Escape that closed the question has reached every listener: the plant's forms stay open.
      onClose: () =>
        window.setTimeout(() => {
          checking.current = false;
          setAsking(false);
        }, 0),
    });
  };
  return { openForm, asking };
}
