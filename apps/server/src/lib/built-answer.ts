import type { FastifyReply } from 'fastify';

/**
 * Sends an answer the service built field by field from typed rows, written with JSON.stringify instead of
 * being checked again against the route's zod response schema: for answers of thousands of rows (the
 * organisation's bar chart, 10,000 plants) that check took longer than the queries. Its type is still the
 * schema (the service returns the type zod infers from it), and the contract test checks such answers against it.
 * docs/decisions.md, 'Large answers'.
 */
export function sendBuilt<T>(reply: FastifyReply, body: T): FastifyReply {
  return reply.serializer(JSON.stringify).send(body);
}
