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
const COMMA = 0x2c;

/**
 * `{"locations":[...],"clusters":[...]}` from pre-serialised locations and clusters (each one JSON
 * value, so joined with commas they are exactly `JSON.stringify` of the lists). Written into one
 * buffer of the exact size: cached parts are copied, never re-encoded, and the socket takes the
 * bytes as they are.
 */
export function locationsJson(locations: readonly JsonText[], clusters: readonly JsonText[]): Buffer {
  const lists = [locations.map(toBytes), clusters.map(toBytes)];
  let size = OPEN.length + BETWEEN.length + CLOSE.length;
  for (const list of lists) for (const [k, part] of list.entries()) size += part.length + (k > 0 ? 1 : 0);
  const out = Buffer.allocUnsafe(size);
  let pos = 0;
  const put = (part: Buffer): void => {
    out.set(part, pos);
    pos += part.length;
  };
  const putList = (list: readonly Buffer[]): void => {
    for (const [k, part] of list.entries()) {
      if (k > 0) out[pos++] = COMMA;
      put(part);
    }
  };
  put(OPEN);
  putList(lists[0]!);
  put(BETWEEN);
  putList(lists[1]!);
  put(CLOSE);
  return out;
}

function toBytes(part: JsonText): Buffer {
  return typeof part === 'string' ? bytes(part) : part;
}
