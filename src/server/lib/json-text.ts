import type { FastifyReply } from 'fastify';

/**
 * Sends JSON the database has already written, as it is. Fastify sends a string with a JSON
 * content type unchanged, so the route's response schema (still its OpenAPI description) does
 * not check it: the route's tests must hold the answer to that schema instead. For hot answers
 * of many rows only (see jsonArrayOf), where parsing and re-serializing the rows costs more than
 * the query.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
