/** Small helpers for hand-built JSON responses. */

import type { FastifyReply } from 'fastify';
import type { WireCluster } from '../../../src/api/contract.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';

export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_TYPE).send(json);
}

/** `{"locations":[...],"clusters":[...]}` from pre-serialised locations. */
export function locationsJson(locations: string[], clusters: WireCluster[]): string {
  return `{"locations":[${locations.join(',')}],"clusters":${JSON.stringify(clusters)}}`;
}
