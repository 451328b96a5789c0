// Public face of the api folder: the HTTP helper and the API client (one abortable function per endpoint).
// Wire types live in ./contract.ts (owned with the server).
export * from './http';
export type * from './contract';
export * from './client';
export * from './directions';
export { apiCoordinate, COMPLETE_QUERY_MAX_LENGTH, completionQuery, parseLinkHeader, withinPairs, type BoundsLiteral, type QueryPairs, type WithinArea } from './query';
