import { paths, SPECIAL_PARENT_IDS, type InspectionType } from '@envirotrack/shared';

/** Where a fill-in was opened for: the form, the plant, the point source and the date (spec 2 §2.2). */
export interface FillInTarget {
  parentId: string;
  formId: string;
  /** plants.id (the numeric id, not the Plant ID text). */
  plantId: number;
  pointSource: number | null;
  /** 'MM-DD-YYYY'. */
  date: string;
  inspectionType: InspectionType;
}

/** Where a Monthly form begun at a plant with open flags goes after 'Is this a corrective action follow-up form?'. */
export interface FollowUpTarget extends FillInTarget {
  /** The plant's region, named in the address (spec 2 §2.2 `{plantRegion}`). */
  plantRegion: string;
  /** Yes: the fill-in offers the plant's open flags to link the form to. */
  followUp: boolean;
}

/** The fill-in's search parameters beside the ones its path names. */
const fillInQuery = (target: FillInTarget, withDate: boolean) => {
  const query = new URLSearchParams({
    ...(withDate ? { date: target.date, plantId: String(target.plantId) } : {}),
    formId: target.formId,
    type: target.inspectionType,
  });
  if (target.pointSource !== null) query.set('ps', String(target.pointSource));
  return query;
};

const MAINTENANCE_PARENTS: string[] = [
  SPECIAL_PARENT_IDS.maintenanceRecord,
  SPECIAL_PARENT_IDS.improvementsCapex,
];

/** The inspection screens' routes (spec 2 §2.1, §2.2), as registered in app/router.tsx. */
export const inspectionPaths = {
  list: (type: InspectionType) => (type === 'HouseKeeping' ? paths.housekeeping : paths.inspections),
  commonPattern: '/inspections/common/:parentId',
  maintenancePattern: '/inspections/maintenance/:parentId',
  monthlyChecklistPattern: '/monthly-checklist-form/:formType/:plantId/:plantRegion/:date',
  /** The fill-in: /inspections/common/{ParentId} or /inspections/maintenance/{ParentId} for the module forms. */
  fillIn(target: FillInTarget): string {
    const layout = MAINTENANCE_PARENTS.includes(target.parentId) ? 'maintenance' : 'common';
    const query = fillInQuery(target, true);
    return `/inspections/${layout}/${encodeURIComponent(target.parentId)}?${query.toString()}`;
  },
  /**
   * The same fill-in, reached after the follow-up question (spec 2 §2.2):
   * /monthly-checklist-form/{formType = ParentId}/{plantId}/{plantRegion}/{MM-DD-YYYY}, `followUp=1` for Yes.
   */
  monthlyChecklist(target: FollowUpTarget): string {
    const query = fillInQuery(target, false);
    if (target.followUp) query.set('followUp', '1');
    const segments = [target.parentId, String(target.plantId), target.plantRegion, target.date];
    return `/monthly-checklist-form/${segments.map(encodeURIComponent).join('/')}?${query.toString()}`;
  },
} as const;
