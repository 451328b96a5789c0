/**
 * `POST /directions`: driving directions over the reference API's GB motorway network, the offline
 * maps engine's router. A module of its own rather than an `ApiClient` method: only the offline
 * engine calls it, and that engine is a lazy chunk, so the initial bundle does not carry this code.
 */
import type { FetchFunction } from '../shared';
import { InvalidResponseError } from './client';
import type { DirectionsRequest, DirectionsResponse } from './contract';
import { HttpError, isRecord, readJsonBody, sendRequest } from './http';
import { joinUrl } from './query';

/** The directions body without the fields the client adds (`format`, `locale`). */
export type DirectionsBody = Omit<DirectionsRequest, 'format' | 'locale'>;

export interface DirectionsCallOptions {
  /** Base of our API, `/api/v2` or absolute. */
  baseUrl: string;
  /** Language of the instructions and warnings. */
  locale: string;
  fetch: FetchFunction;
}

/** Asks the API for a route; a non-2xx answer is an `HttpError`, an answer of another shape an `InvalidResponseError`. */
export async function requestDirections(options: DirectionsCallOptions, body: DirectionsBody, signal?: AbortSignal): Promise<DirectionsResponse> {
  const url = joinUrl(options.baseUrl, ['directions']);
  const request: DirectionsRequest = { ...body, format: 'json', locale: options.locale };
  const response = await sendRequest(
    options.fetch,
    url,
    { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(request) },
    signal,
  );
  if (!response.ok) throw new HttpError(response.status, url);
  return asDirectionsResponse(await readJsonBody(response, url, signal), url);
}

const NETWORKS: readonly unknown[] = ['motorway', 'straight'];
/** A leg's: a route's, or `sea` (no road connection known, `DirectionsLegNetwork`). */
const LEG_NETWORKS: readonly unknown[] = [...NETWORKS, 'sea'];

/** Checks the parts the caller reads without a guard: numbers, polylines, the network, every step. */
function asDirectionsResponse(body: unknown, url: string): DirectionsResponse {
  const isNumber = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);
  const isPoint = (v: unknown): boolean => isRecord(v) && isNumber(v.lat) && isNumber(v.lng);
  const isStep = (v: unknown): boolean =>
    isRecord(v) &&
    typeof v.instruction === 'string' &&
    typeof v.maneuver === 'string' &&
    typeof v.polyline === 'string' &&
    isNumber(v.distance_meters) &&
    isNumber(v.duration_seconds);
  const isLeg = (v: unknown): boolean =>
    isRecord(v) &&
    isNumber(v.distance_meters) &&
    isNumber(v.duration_seconds) &&
    isPoint(v.start_location) &&
    isPoint(v.end_location) &&
    LEG_NETWORKS.includes(v.network) &&
    Array.isArray(v.steps) &&
    v.steps.every(isStep);
  if (
    !isRecord(body) ||
    !Array.isArray(body.legs) ||
    !body.legs.every(isLeg) ||
    typeof body.polyline !== 'string' ||
    !isNumber(body.distance_meters) ||
    !isNumber(body.duration_seconds) ||
    !NETWORKS.includes(body.network) ||
    !Array.isArray(body.warnings) ||
    !body.warnings.every((w) => typeof w === 'string')
  ) {
    throw new InvalidResponseError(url, 'not a directions answer');
  }
  return body as unknown as DirectionsResponse;
}
