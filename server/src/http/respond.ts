/** Small helpers for hand-built JSON responses. */

import type { FastifyReply } from 'fastify';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON text, as a string or as its UTF-8 bytes (kept as bytes where it is served many times). */
export type JsonText = string | Buffer;

export function sendJsonText(reply: FastifyReply, json: JsonText): FastifyReply {
  return reply.type(JSON_TYPE).send(json);
}

const bytes = (s: string): Buffer => Buffer.from(s, 'utf8');
const OPEN = bytes('{"locations":[');
const BETWEEN = bytes('],"clusters":[');
const CLOSE = bytes(']}');
const COMMA = bytes(',');

/**
 * `{"locations":[...],"clusters":[...]}` from pre-serialised locations and clusters (each one JSON
 * value, so joined with commas they are exactly `JSON.stringify` of the lists). Built as one
 * buffer: the cached parts are copied, never re-encoded, and the socket takes the bytes as they are.
 */
export function locationsJson(locations: readonly JsonText[], clusters: readonly JsonText[]): Buffer {
  const parts: Buffer[] = [OPEN];
  const append = (list: readonly JsonText[]): void => {
    for (const [k, part] of list.entries()) {
      if (k > 0) parts.push(COMMA);
      parts.push(typeof part === 'string' ? bytes(part) : part);
    }
  };
  append(locations);
  parts.push(BETWEEN);
  append(clusters);
  parts.push(CLOSE);
  return Buffer.concat(parts);
}
