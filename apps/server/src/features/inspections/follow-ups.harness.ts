// Helpers of the corrective-action follow-up tests (follow-ups*.routes.test.ts), over one inspections harness.
import type { sql } from 'drizzle-orm';
import { addDays, formatMdyDate, today } from '@envirotrack/shared';
import type { inspectionsHarness, Person } from './inspections.harness';
import { rowsOf, submitDaily } from './flags.harness';

export function followUpHelpers(h: ReturnType<typeof inspectionsHarness>) {
  const { ctx } = h;
  return {
    /** A Daily inspection of `date` at `plantId` whose 'Silt fence intact?' answer is flagged; its flag's id. */
    flagged: (date: string, plantId = ctx.p1, who: Person = 'a2') => submitDaily(h, date, { plantId, who }),
    query: <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(h, statement),
    /** A Monthly housekeeping form at P1 for the month `monthsBack` months ago, following up `flagIds`. */
    followUp: async (monthsBack: number, flagIds?: number[], who: Person = 'a3') => {
      const date = addDays(today(), -31 * monthsBack);
      return h.post(
        who,
        '/api/submitinspection',
        await h.body(who, 'ix-housekeeping', {
          inspectionDate: formatMdyDate(date),
          ...(flagIds ? { followUpFlagIds: flagIds } : {}),
        }),
      );
    },
    openFlags: (who: Person, plantId = ctx.p1) => h.get(who, `/api/plants/${plantId}/openflags`),
  };
}
