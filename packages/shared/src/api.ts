import { z } from 'zod';
import { dbIdText } from './ids';

/** Every successful response: `{ status: "valid", data, message? }`. */
export const valid = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('valid'), data, message: z.string().optional() });

export const invalidBody = z.object({
  status: z.literal('invalid'),
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const okBody = valid(z.null());

export type Valid<T> = { status: 'valid'; data: T; message?: string };

/** `/api/...:id` path parameters: a record's id (1 to the column's maximum). */
export const idParam = z.object({ id: dbIdText });

/** A page of a list: the rows and how many there are in all (`TotalCount`, spec 1 §7). */
export const validPage = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.literal('valid'),
    data: z.array(item),
    TotalCount: z.number().int(),
    message: z.string().optional(),
  });
