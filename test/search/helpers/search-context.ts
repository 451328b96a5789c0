/**
 * A per-test store for the search feature: a real merged config (buildConfig over the defaults), the Maps
 * fake connected through `provideSearchMapsAtom`, the fake API's fetch (the locations feature's
 * `apiClientAtom` builds the real client over it), a fake clock, an in-memory storage that can be told to
 * throw, a scripted geolocation, and recorded analytics and logs (the part every feature shares is
 * test/helpers/feature-context.ts).
 */
import type { ConfigOverride } from '../../../src/config';
import type { GeolocationPort, KeyValueStorage } from '../../../src/shared';
import { provideSearchMapsAtom } from '../../../src/search';
import { createFeatureContext, type FeatureTestContext } from '../../helpers/feature-context';
import { FakeMapsPlatform } from '../../helpers/fake-maps-platform';

export type { Store } from '../../helpers/feature-context';

// ---- storage ------------------------------------------------------------------------------------------

export interface MemoryStorage extends KeyValueStorage {
  readonly items: Map<string, string>;
  /** `getItem` throws this (e.g. a SecurityError) when set. */
  failRead: Error | null;
  /** `setItem` / `removeItem` throw this (e.g. a QuotaExceededError) when set. */
  failWrite: Error | null;
}

export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const storage: MemoryStorage = {
    items: new Map(Object.entries(initial)),
    failRead: null,
    failWrite: null,
    getItem(key) {
      if (storage.failRead) throw storage.failRead;
      return storage.items.get(key) ?? null;
    },
    setItem(key, value) {
      if (storage.failWrite) throw storage.failWrite;
      storage.items.set(key, String(value));
    },
    removeItem(key) {
      if (storage.failWrite) throw storage.failWrite;
      storage.items.delete(key);
    },
  };
  return storage;
}

export const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
export const securityError = () => new DOMException('Access is denied for this document.', 'SecurityError');

// ---- geolocation --------------------------------------------------------------------------------------

export interface FakeGeolocation extends GeolocationPort {
  /** Options of every request. */
  readonly requests: (PositionOptions | undefined)[];
  /** Answers the oldest pending request with a position. */
  succeed(lat: number, lng: number): void;
  /** Answers the oldest pending request with a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
  fail(code: 1 | 2 | 3): void;
  pending(): number;
}

export function createFakeGeolocation(): FakeGeolocation {
  const waiting: { success: PositionCallback; error: PositionErrorCallback | null | undefined }[] = [];
  const requests: (PositionOptions | undefined)[] = [];
  return {
    requests,
    getCurrentPosition(success, error, options) {
      requests.push(options);
      waiting.push({ success, error });
    },
    succeed(lat, lng) {
      const next = waiting.shift();
      if (!next) throw new Error('no pending geolocation request');
      next.success({
        coords: { latitude: lat, longitude: lng, accuracy: 20, altitude: null, altitudeAccuracy: null, heading: null, speed: null },
        timestamp: Date.now(),
      } as GeolocationPosition);
    },
    fail(code) {
      const next = waiting.shift();
      if (!next) throw new Error('no pending geolocation request');
      next.error?.({ code, message: 'fake', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
    },
    pending: () => waiting.length,
  };
}

// ---- context ------------------------------------------------------------------------------------------

export interface SearchTestContext extends FeatureTestContext {
  maps: FakeMapsPlatform;
  storage: MemoryStorage;
  geolocation: FakeGeolocation;
  /** Lets pending promise chains (fake API, Maps fake) settle. */
  settle(): Promise<void>;
}

export interface SearchContextOptions {
  remote?: Record<string, unknown>;
  locale?: 'en_GB' | 'de_DE';
  override?: ConfigOverride;
  storage?: MemoryStorage;
  /** Leave the geolocation service out (a page without navigator.geolocation). */
  withoutGeolocation?: boolean;
  /** Leave the maps platform unconnected. */
  withoutMaps?: boolean;
}

export function createSearchContext(options: SearchContextOptions = {}): SearchTestContext {
  const maps = new FakeMapsPlatform();
  const storage = options.storage ?? createMemoryStorage();
  const geolocation = createFakeGeolocation();
  const context = createFeatureContext({
    remote: options.remote,
    locale: options.locale,
    override: options.override,
    services: { storage, ...(options.withoutGeolocation ? {} : { geolocation }) },
  });
  if (!options.withoutMaps) context.store.set(provideSearchMapsAtom, maps);
  const settle = async () => {
    for (let i = 0; i < 6; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { ...context, maps, storage, geolocation, settle };
}
