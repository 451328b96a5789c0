/**
 * A fake `fetch` that serves the reference API's endpoints the offline maps engine calls (the
 * gazetteer: `/places/complete`, `/places/{id}`, `/places/reverse`; the router: `POST /directions`)
 * from scripted fixtures. It logs every URL and directions body, can hold or fail the next request,
 * and honours AbortSignal like the real fetch. Unscripted directions answer 404, as an API without
 * the router would.
 */
import type { DirectionsRequest, DirectionsResponse, WirePlace, WirePlaceSuggestion } from '../../src/api/contract';
import type { MapsErrorKind } from '../../src/map/errors';
import type { LatLng } from '../../src/map/types';

export type GazetteerOperation = 'suggest' | 'details' | 'reverse' | 'directions';

const STATUS_FOR_KIND: Record<Exclude<MapsErrorKind, 'unknown' | 'network'>, number> = {
  quota: 429,
  denied: 403,
  invalid: 400,
};

export class FakeGazetteer {
  readonly requests: string[] = [];
  readonly directionsRequests: DirectionsRequest[] = [];
  #directions: unknown = null;
  readonly #suggestions = new Map<string, WirePlaceSuggestion[]>();
  readonly #places = new Map<string, WirePlace>();
  readonly #reverse = new Map<string, WirePlace[]>();
  readonly #failures = new Map<GazetteerOperation, Exclude<MapsErrorKind, 'unknown'>[]>();
  readonly #holds = new Map<GazetteerOperation, Promise<void>[]>();

  suggestions(query: string, list: WirePlaceSuggestion[]): void {
    this.#suggestions.set(query, list);
  }

  place(place: WirePlace): void {
    this.#places.set(place.place_id, place);
  }

  /** The answer of every later `POST /directions`: a real one, or anything else to test bad answers. */
  directions(answer: DirectionsResponse | Record<string, unknown>): void {
    this.#directions = answer;
  }

  reverse(at: LatLng, places: WirePlace[]): void {
    this.#reverse.set(`${at.lat.toFixed(6)},${at.lng.toFixed(6)}`, places);
  }

  failNext(operation: GazetteerOperation, kind: Exclude<MapsErrorKind, 'unknown'>): void {
    this.#failures.set(operation, [...(this.#failures.get(operation) ?? []), kind]);
  }

  holdNext(operation: GazetteerOperation): () => void {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    this.#holds.set(operation, [...(this.#holds.get(operation) ?? []), held]);
    return release;
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://api.test');
    this.requests.push(url.href);
    const signal = init?.signal ?? undefined;
    const operation: GazetteerOperation = url.pathname.endsWith('/places/complete')
      ? 'suggest'
      : url.pathname.endsWith('/places/reverse')
        ? 'reverse'
        : url.pathname.endsWith('/directions')
          ? 'directions'
          : 'details';
    if (operation === 'directions') this.directionsRequests.push(JSON.parse(init?.body as string) as DirectionsRequest);
    const hold = this.#holds.get(operation)?.shift();
    if (hold) {
      await new Promise<void>((resolve, reject) => {
        hold.then(resolve);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    }
    signal?.throwIfAborted();
    const failure = this.#failures.get(operation)?.shift();
    if (failure === 'network') throw new TypeError('Failed to fetch');
    if (failure) return Response.json({ error: { code: 'x', message: failure } }, { status: STATUS_FOR_KIND[failure] });
    if (operation === 'directions') {
      return this.#directions === null ? Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }) : Response.json(this.#directions);
    }
    if (operation === 'suggest') return Response.json(this.#suggestions.get(url.searchParams.get('query') ?? '') ?? []);
    if (operation === 'reverse') {
      const key = `${url.searchParams.get('lat')},${url.searchParams.get('lng')}`;
      return Response.json(this.#reverse.get(key) ?? []);
    }
    const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    const place = this.#places.get(id);
    return place ? Response.json(place) : Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  };
}
