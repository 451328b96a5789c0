/**
 * Reports a map failure (see ./map-failure.ts). The developer messages load only when a failure
 * happens, so they stay out of the element's initial chunk.
 */
import type { LocatorServices } from '../shared';
import type { MapFailure } from './map-failure';

export function reportMapFailure(services: LocatorServices, failure: MapFailure, details: { mapId?: string | undefined; cause?: unknown } = {}): void {
  import('./map-failure').then(
    (module) => module.reportMapFailure(services, failure, details),
    (error: unknown) => services.logger.error(failure, details.cause, error),
  );
}
