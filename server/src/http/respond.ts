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
  const locationBytes = locations.map(toBytes);
  const clusterBytes = clusters.map(toBytes);
  const out = Buffer.allocUnsafe(OPEN.length + listSize(locationBytes) + BETWEEN.length + listSize(clusterBytes) + CLOSE.length);
  let pos = OPEN.copy(out, 0);
  pos = putList(out, pos, locationBytes);
  pos += BETWEEN.copy(out, pos);
  pos = putList(out, pos, clusterBytes);
  CLOSE.copy(out, pos);
  return out;
}

/** Bytes of the parts joined with commas. (Indexed loops: this runs for every part of every response.) */
function listSize(parts: readonly Buffer[]): number {
  let size = Math.max(0, parts.length - 1);
  for (let k = 0; k < parts.length; k++) size += parts[k]!.length;
  return size;
}

/** Writes the parts joined with commas at `pos`; returns the position after them. */
function putList(out: Buffer, pos: number, parts: readonly Buffer[]): number {
  for (let k = 0; k < parts.length; k++) {
    if (k > 0) out[pos++] = COMMA;
    pos += parts[k]!.copy(out, pos);
  }
  return pos;
}

function toBytes(part: JsonText): Buffer {
  return typeof part === 'string' ? bytes(part) : part;
}
