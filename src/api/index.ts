// Public face of the api folder: the HTTP helper and the API client (one abortable function per endpoint).
// Wire types live in ./contract.ts (owned with the server).
/*
 * Spec rule → file (spec section, rule in short → the file that implements it; from the spec audit):
 * §3 Location: id, name, formatted_address, telephone, city, website, lat, lng → contract.ts
 * §3 Location: site_brand, channel_of_trade → contract.ts
 * §3 Location: distance, driving_distance → contract.ts
 * §3 Location: watchlist_id → contract.ts
 * §3 Location: optional bounds (ne, sw) → contract.ts
 * §3 Cluster: id, size, bounds (ne/sw), centroid; other fields merged in → contract.ts
 * §3 Completion: id, value, optional matched_substrings → contract.ts
 * §3 Saved route: id, name, route {waypoints [{origin, description}], options} → contract.ts
 * §3 Config: resources each with enabled, views, metaHeaders → client.ts
 * §5 The show request returns nothing on a 404 → client.ts
 * §7 Own API base /api/v2 or the configured baseUrl → client.ts
 * §7 GET calls carry locale, format=json, configured params and headers → client.ts
 * §7 Aborted calls are ignored → http.ts
 * §7 GET within_bounds: sw[]/ne[] with 6 decimals, filters as mode[group][]=name → client.ts, query.ts
 * §7 within_bounds answer: locations, clusters, configured meta headers → client.ts
 * §7 GET within_region (region_id, filters) → client.ts
 * §7 GET nearest_to: lat/lng 6 decimals, limit or page+per_page, filters; Link and total headers when paginated → client.ts
 * §7 GET complete: query, limit, bounds[sw][], bounds[ne][], filters → client.ts
 * §7 GET {resource}/{id} with optional origin[lat]/origin[lng]; null on 404 → client.ts
 * §7 POST along_corridor: JSON bounds {sw, ne}, line, filter fields, format, corridor_radius (km) → client.ts
 * §7 GET {baseUrl}/routes?format=json&cacheBust={random} → client.ts
 * §7 DELETE {baseUrl}/routes/{id}, then the list is reloaded → client.ts
 * §8 Aborted fetches are ignored → http.ts
 * §8 Other fetch errors are rethrown → client.ts, http.ts
 * §8 Unknown resource: error that it is not defined in the app config → client.ts
 * §9 Coordinates with 6 decimals in calls → query.ts
 */
export * from './http';
export type * from './contract';
export * from './client';
export * from './directions';
export { apiCoordinate, COMPLETE_QUERY_MAX_LENGTH, completionQuery, parseLinkHeader, withinPairs, type BoundsLiteral, type QueryPairs, type WithinArea } from './query';
