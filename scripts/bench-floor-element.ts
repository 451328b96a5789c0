/**
 * `<bench-floor-locator>`: the least a React element can do for a first list, for bench:ui's floor row.
 * It makes the requests our element made for its first list (set as `requests` before it is connected):
 * the config, then the API calls in parallel, and then renders the nearest answer's stations (name, address,
 * distance) in a shadow root with React. It has no i18n, config checks, store, styles, map or search:
 * what it takes in a fresh page is what this machine's browser, network and React take, whatever we build.
 * Bundled by bench-ui.ts with esbuild (React in production mode) and served to the bench's page.
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

export interface FloorRequests {
  config: string;
  /** The API calls, sent in parallel once the config is in; the first with `locations` fills the list. */
  api: string[];
}

interface FloorStation {
  name: string;
  formatted_address: string;
  distance?: number;
}

function stationsOf(answers: unknown[]): FloorStation[] {
  for (const answer of answers) {
    const locations = (answer as { locations?: unknown } | null)?.locations;
    if (Array.isArray(locations) && locations.length > 0 && typeof (locations[0] as FloorStation).name === 'string') return locations as FloorStation[];
  }
  return [];
}

function FloorList({ stations }: { stations: FloorStation[] }) {
  return h(
    'ul',
    { className: 'nearest-list' },
    stations.map((station, index) =>
      h(
        'li',
        { key: index },
        h('button', { type: 'button' }, h('strong', null, station.name), h('span', null, station.formatted_address), h('span', null, `${((station.distance ?? 0) / 1000).toFixed(1)} km`)),
      ),
    ),
  );
}

class BenchFloorLocator extends HTMLElement {
  requests: FloorRequests | null = null;

  connectedCallback(): void {
    const requests = this.requests;
    if (!requests) throw new Error('bench-floor-locator: set `requests` before connecting it');
    const root = createRoot(this.attachShadow({ mode: 'open' }));
    const json = (url: string): Promise<unknown> => fetch(url).then((response) => response.json() as Promise<unknown>);
    void json(requests.config)
      .then(() => Promise.all(requests.api.map(json)))
      .then((answers) => root.render(h(FloorList, { stations: stationsOf(answers) })));
  }
}

customElements.define('bench-floor-locator', BenchFloorLocator);
