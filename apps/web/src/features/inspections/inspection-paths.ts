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

const MAINTENANCE_PARENTS: string[] = [
  SPECIAL_PARENT_IDS.maintenanceRecord,
  SPECIAL_PARENT_IDS.improvementsCapex,
];

/** The inspection screens' routes (spec 2 §2.1, §2.2), as registered in app/router.tsx. */
export const inspectionPaths = {
  list: (type: InspectionType) => (type === 'HouseKeeping' ? paths.housekeeping : paths.inspections),
  commonPattern: '/inspections/common/:parentId',
  maintenancePattern: '/inspections/maintenance/:parentId',
  /** The fill-in: /inspections/common/{ParentId} or /inspections/maintenance/{ParentId} for the module forms. */
  fillIn(target: FillInTarget): string {
    const layout = MAINTENANCE_PARENTS.includes(target.parentId) ? 'maintenance' : 'common';
    const query = new URLSearchParams({
      date: target.date,
      plantId: String(target.plantId),
      formId: target.formId,
      type: target.inspectionType,
    });
    if (target.pointSource !== null) query.set('ps', String(target.pointSource));
    return `/inspections/${layout}/${encodeURIComponent(target.parentId)}?${query.toString()}`;
  },
} as const;
