import { paths } from '@envirotrack/shared';

/** The plant screens' routes (spec 2 §2.3), as registered in app/router.tsx. */
export const plantPaths = {
  list: paths.maintenance,
  create: '/maintenance/create',
  update: (id: number) => `/maintenance/update/${id}`,
  details: (id: number, plantId: string) => `/maintenance/${id}/${encodeURIComponent(plantId)}`,
  /** Plant Information's user rows open the user's update form (spec 1 §2). */
  userUpdate: (uniqueId: number) => `/user/update/${uniqueId}`,
} as const;
