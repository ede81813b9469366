import { paths, type PermitType } from '@envirotrack/shared';

/** The inspection form screens' addresses (spec 2 §2.8-§2.10), as registered in app/router.tsx. */
export const formPaths = {
  list: paths.inspectionTypes,
  create: '/inspection-type/create',
  setup: (formId: string, permitType: PermitType, formName: string) =>
    `/inspection-setup/${encodeURIComponent(formId)}/${permitType}/${encodeURIComponent(formName)}`,
} as const;
