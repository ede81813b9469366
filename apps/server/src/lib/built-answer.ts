import type { FastifyReply } from 'fastify';

/** The JSON of a value of type T as UTF-8 bytes, written by the service (only `jsonBody` makes one). */
export type JsonBody<T> = Buffer & { readonly jsonOf: T };

/** Marks bytes the caller wrote as the JSON of a T (its tests parse them back against the schema). */
export const jsonBody = <T>(bytes: Buffer) => bytes as JsonBody<T>;

/**
 * Sends an answer the service built field by field from typed rows, written with JSON.stringify (or already
 * written, as JSON bytes) instead of being checked again against the route's zod response schema: for answers
 * of thousands of rows (the organisation's bar chart, 10,000 plants) that check took longer than the queries.
 * Its type is still the schema (the service returns the type zod infers from it, or bytes branded with it),
 * and the contract test checks such answers against it. docs/decisions.md, 'Large answers'.
 */
export function sendBuilt<T>(reply: FastifyReply, body: T | JsonBody<T>): FastifyReply {
  if (Buffer.isBuffer(body)) return reply.type('application/json; charset=utf-8').send(body);
  return reply.serializer(JSON.stringify).send(body);
}
