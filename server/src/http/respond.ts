/** Small helpers for hand-built JSON responses. */

import type { FastifyReply } from 'fastify';

export const JSON_TYPE = 'application/json; charset=utf-8';

export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_TYPE).send(json);
}

/**
 * `{"locations":[...],"clusters":[...]}` from pre-serialised locations and clusters (each cluster
 * as its own `JSON.stringify`, which joined with commas is exactly `JSON.stringify(clusters)`).
 */
export function locationsJson(locations: readonly string[], clusterJson: readonly string[]): string {
  return `{"locations":[${locations.join(',')}],"clusters":[${clusterJson.join(',')}]}`;
}
