/**
 * The one-time set-up of MapLibre on a page: its worker file, served from our own origin beside our
 * chunks (rollup copies `maplibre-gl-worker.mjs` there), so a strict CSP needs `worker-src 'self'` and
 * no `blob:`; and the `pmtiles://` protocol, for styles whose tiles are one PMTiles file on a brand's
 * own domain (the pmtiles reader is a chunk of its own, fetched only when such a style asks for tiles).
 */
import { addProtocol, setWorkerUrl, type AddProtocolAction } from 'maplibre-gl';
import { allowWorkerUrl } from './trusted-worker-url';

let prepared = false;

type Pmtiles = { tile: AddProtocolAction };
let pmtiles: Promise<Pmtiles> | undefined;

const loadPmtiles = (): Promise<Pmtiles> =>
  (pmtiles ??= import('pmtiles').then(({ Protocol }) => {
    const protocol = new Protocol();
    return { tile: (params, abort) => protocol.tile(params, abort) };
  }));

/** The worker file's URL: beside the chunk this module is bundled into. */
export const workerUrl = (): string => new URL('./maplibre-gl-worker.mjs', import.meta.url).href;

export function prepareEngine(): void {
  if (prepared) return;
  prepared = true;
  const url = workerUrl();
  allowWorkerUrl(url);
  setWorkerUrl(url);
  addProtocol('pmtiles', (params, abort) => loadPmtiles().then((reader) => reader.tile(params, abort)));
}
