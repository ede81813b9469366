import type { FastifyReply } from 'fastify';

/** JSON text of a value of type T, written by the service (a branded string: only `jsonText` makes one). */
export type JsonText<T> = string & { readonly jsonOf: T };

/** Marks text the caller wrote as the JSON of a T (its tests parse it back against the schema). */
export const jsonText = <T>(text: string) => text as JsonText<T>;

/**
 * Sends an answer the service built field by field from typed rows, written with JSON.stringify (or already
 * written, as JSON text) instead of being checked again against the route's zod response schema: for answers
 * of thousands of rows (the organisation's bar chart, 10,000 plants) that check took longer than the queries.
 * Its type is still the schema (the service returns the type zod infers from it, or text branded with it),
 * and the contract test checks such answers against it. docs/decisions.md, 'Large answers'.
 */
export function sendBuilt<T>(reply: FastifyReply, body: T | JsonText<T>): FastifyReply {
  if (typeof body === 'string') return reply.type('application/json; charset=utf-8').send(body);
  return reply.serializer(JSON.stringify).send(body);
}
