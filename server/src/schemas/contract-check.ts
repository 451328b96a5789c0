/**
 * Compile-time check that every route's JSON schema describes exactly its request type in the wire
 * contract (`src/api/contract.ts`): the contract, the schemas fastify validates with, and the types the
 * handlers read cannot drift apart. Types only: nothing here runs.
 *
 * A mismatch fails `tsc` on the line naming the route, with the difference spelled out, e.g.
 * `Type '{ limit: { schema: string | undefined; contract: number | undefined; }; }' does not satisfy the
 * constraint 'true'` (a property only on one side says so: `'in the schema, not in the contract'`).
 *
 * `json-schema-to-ts`'s `FromSchema` reads the plain `as const` schemas; fastify validates the same
 * objects at runtime as before.
 */

import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type {
  AlongCorridorRequest,
  CommonQuery,
  CompleteQuery,
  DirectionsRequest,
  EvseStatusRequest,
  FilterParams,
  NearestToQuery,
  PlacesCompleteQuery,
  PlacesReverseQuery,
  PublishConfigRequest,
  ResourceName,
  RollbackConfigRequest,
  SavedRoutesQuery,
  ShowQuery,
  WithinBoundsQuery,
  WithinRegionQuery,
} from '../../../src/api/contract.ts';
import type { corridorBodySchema, completeQuerySchema, nearestQuerySchema, resourceParams, showQuerySchema, withinBoundsQuerySchema, withinRegionQuerySchema } from '../routes/locations.ts';
import type { placeQuerySchema, placesCompleteQuerySchema, placesReverseQuerySchema } from '../routes/places.ts';
import type { directionsBodySchema } from '../routes/directions.ts';
import type { routeBodySchema, listQuerySchema, SavedRouteBody } from '../routes/saved-routes.ts';
import type { statusBodySchema } from '../routes/charging.ts';
import type { publishBodySchema, rollbackBodySchema } from '../routes/config.ts';

/**
 * A schema's type as the contract writes it. The only differences allowed between the two, all of them
 * how JSON Schema spells a contract type, not what it means:
 * - an object schema without `additionalProperties: false` (query strings) lets other keys through:
 *   their index signature is not part of the contract;
 * - a contract tuple (`LatLngPair`, a profile's `[metres, seconds]`) is an array schema with
 *   `minItems` = `maxItems`: both are compared as arrays of their elements;
 * - a property with a schema `default` is optional to the sender (fastify fills it in).
 * Query values are strings on the wire: `http/coerce.ts` turns them into the schema's numbers before
 * validation, so the handler, the schema and the contract all read numbers.
 */
export type AsContract<T> = T extends readonly (infer E)[]
  ? AsContract<E>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: AsContract<T[K]> }
    : T;

/** The request type a schema validates, in the contract's terms. */
export type SchemaType<S extends JSONSchema> = AsContract<FromSchema<S, { keepDefaultedPropertiesOptional: true }>>;

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type Nothing = Record<never, never>;

/** What differs between a schema's type and a contract type, property by property (`Nothing` when nothing). */
type Difference<Schema, Contract> =
  Same<Schema, Contract> extends true
    ? Nothing
    : Same<undefined extends Schema ? true : false, undefined extends Contract ? true : false> extends false
      ? { schema: Schema; contract: Contract }
      : DefinedDifference<NonNullable<Schema>, NonNullable<Contract>>;

type DefinedDifference<Schema, Contract> =
  Same<Schema, Contract> extends true
    ? Nothing
    : [Schema, Contract] extends [readonly (infer S)[], readonly (infer C)[]]
      ? { items: Difference<S, C> }
      : [Schema, Contract] extends [Record<string, unknown>, Record<string, unknown>]
        ? {
            [K in keyof Schema | keyof Contract as K extends keyof Schema & keyof Contract
              ? Same<Schema[K], Contract[K]> extends true
                ? never
                : K
              : K]: K extends keyof Schema
              ? K extends keyof Contract
                ? Difference<Schema[K], Contract[K]>
                : 'in the schema, not in the contract'
              : 'in the contract, not in the schema';
          }
        : { schema: Schema; contract: Contract };

/** `true` when the schema describes exactly the contract type; else the difference (which fails `Agree`). */
export type Matches<S, Contract> = S extends JSONSchema ? Verdict<Difference<SchemaType<S>, AsContract<Contract>>> : 'not a JSON schema';

type Verdict<D> = keyof D extends never ? true : D;

type Agree<T extends true> = T;

/** One entry per route that validates a query or body the contract describes. */
export type RouteSchemasMatchTheContract = [
  Agree<Matches<typeof resourceParams, { resource: ResourceName }>>,
  Agree<Matches<typeof withinBoundsQuerySchema, WithinBoundsQuery>>,
  Agree<Matches<typeof withinRegionQuerySchema, WithinRegionQuery>>,
  Agree<Matches<typeof nearestQuerySchema, NearestToQuery>>,
  Agree<Matches<typeof completeQuerySchema, CompleteQuery>>,
  // show validates the filters every location call may carry (a malformed one is a 400 here too) and ignores them.
  Agree<Matches<typeof showQuerySchema, ShowQuery & FilterParams>>,
  Agree<Matches<ReturnType<typeof corridorBodySchema>, AlongCorridorRequest>>,
  Agree<Matches<typeof placesCompleteQuerySchema, PlacesCompleteQuery>>,
  Agree<Matches<typeof placesReverseQuerySchema, PlacesReverseQuery>>,
  Agree<Matches<typeof placeQuerySchema, CommonQuery>>,
  Agree<Matches<typeof directionsBodySchema, DirectionsRequest>>,
  Agree<Matches<typeof routeBodySchema, SavedRouteBody>>,
  Agree<Matches<typeof listQuerySchema, SavedRoutesQuery>>,
  Agree<Matches<typeof statusBodySchema, EvseStatusRequest>>,
  Agree<Matches<typeof publishBodySchema, PublishConfigRequest>>,
  Agree<Matches<typeof rollbackBodySchema, RollbackConfigRequest>>,
];
