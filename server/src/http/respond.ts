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
 * value, so joined with commas they are exactly `JSON.stringify` of the lists), with `"total":N`
 * after them when `total` is given (a capped list). Written into one buffer of the exact size:
 * cached parts are copied, never re-encoded, and the socket takes the bytes as they are.
 */
export function locationsJson(locations: readonly JsonText[], clusters: readonly JsonText[], total?: number): Buffer {
  const locationBytes = asBytes(locations);
  const clusterBytes = asBytes(clusters);
  const close = total === undefined ? CLOSE : bytes(`],"total":${total}}`);
  const out = answerBuffer(OPEN.length + listSize(locationBytes) + BETWEEN.length + listSize(clusterBytes) + close.length);
  out.set(OPEN, 0);
  let pos = putList(out, OPEN.length, locationBytes);
  out.set(BETWEEN, pos);
  pos = putList(out, pos + BETWEEN.length, clusterBytes);
  out.set(close, pos);
  return out;
}

/**
 * `{"columns":{...},"clusters":[...]}`: the map projection as columns (`layout=columns`,
 * `MapColumnsResponse`), with the pre-serialised clusters.
 */
export function mapColumnsJson(columns: string, clusters: readonly JsonText[]): Buffer {
  const head = bytes(`{"columns":${columns},"clusters":[`);
  const clusterBytes = asBytes(clusters);
  const out = answerBuffer(head.length + listSize(clusterBytes) + CLOSE.length);
  out.set(head, 0);
  const pos = putList(out, head.length, clusterBytes);
  out.set(CLOSE, pos);
  return out;
}

/** Answers are cut from slabs of this size; a larger answer gets a buffer of its own. */
const SLAB_SIZE = 512 * 1024;
const OWN_BUFFER_FROM = 64 * 1024;
let slab = Buffer.allocUnsafeSlow(0);
let slabUsed = 0;

/**
 * An uninitialised buffer of `size` bytes for one answer, cut from a shared slab as Node's own
 * pool does for buffers under 4 KB. An answer (8 KB on average under the bench's load) is past
 * that pool, and `Buffer.allocUnsafe` then makes an ArrayBuffer with a backing store of its own
 * per answer, which the garbage collector tracks and frees one by one. A slab is freed once the
 * last answer cut from it has been written and dropped; no region is handed out twice.
 */
export function answerBuffer(size: number): Buffer {
  if (size >= OWN_BUFFER_FROM) return Buffer.allocUnsafe(size);
  if (slabUsed + size > slab.length) {
    slab = Buffer.allocUnsafeSlow(SLAB_SIZE);
    slabUsed = 0;
  }
  const out = slab.subarray(slabUsed, slabUsed + size);
  // The next answer starts 8-byte aligned, as Node's pool aligns its buffers.
  slabUsed = (slabUsed + size + 7) & ~7;
  return out;
}

/** Bytes of the parts joined with commas. (Indexed loops: this runs for every part of every response.) */
function listSize(parts: readonly Buffer[]): number {
  let size = Math.max(0, parts.length - 1);
  for (let k = 0; k < parts.length; k++) size += parts[k]!.length;
  return size;
}

/**
 * Writes the parts joined with commas at `pos`; returns the position after them. `set`, not
 * `Buffer#copy`: Node 20's copy makes a new Uint8Array view of the source on every call, which
 * took a tenth of the server's time under the within_bounds load.
 */
function putList(out: Buffer, pos: number, parts: readonly Buffer[]): number {
  for (let k = 0; k < parts.length; k++) {
    if (k > 0) out[pos++] = COMMA;
    const part = parts[k]!;
    out.set(part, pos);
    pos += part.length;
  }
  return pos;
}

/** The parts as bytes: the same array when they are all bytes already (the common case). */
function asBytes(parts: readonly JsonText[]): readonly Buffer[] {
  let k = 0;
  while (k < parts.length && typeof parts[k] !== 'string') k++;
  if (k === parts.length) return parts as readonly Buffer[];
  const out = new Array<Buffer>(parts.length);
  for (let j = 0; j < parts.length; j++) {
    const part = parts[j]!;
    out[j] = typeof part === 'string' ? bytes(part) : part;
  }
  return out;
}
