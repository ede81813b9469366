import { z } from 'zod';

/**
 * The largest value a PostgreSQL `integer` column holds. Every id (and every version counter) is such a
 * column, so a larger number can never name a record: it is refused as bad input before any query runs.
 */
export const MAX_DB_INT = 2_147_483_647;

export const idMessages = {
  id: `Must be an id: a whole number from 1 to ${MAX_DB_INT}.`,
  count: `Must be a whole number from 0 to ${MAX_DB_INT}.`,
} as const;

/** Whether `value` can be the id of a record (an `integer` column counting from 1). */
export const isDbId = (value: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= MAX_DB_INT;

/** An id in a JSON body. */
export const dbId = z
  .number({ error: idMessages.id })
  .int(idMessages.id)
  .min(1, idMessages.id)
  .max(MAX_DB_INT, idMessages.id);

/** An id in a path or a query string (text), or sent as text in a body. */
export const dbIdText = z.coerce
  .number({ error: idMessages.id })
  .int(idMessages.id)
  .min(1, idMessages.id)
  .max(MAX_DB_INT, idMessages.id);

/** A version counter (an `integer` column) in a JSON body. */
export const dbCount = z
  .number({ error: idMessages.count })
  .int(idMessages.count)
  .min(0, idMessages.count)
  .max(MAX_DB_INT, idMessages.count);
