/**
 * The demo host page: locale switch, a live log of the element's events (DOM events and postMessage
 * envelopes), and "my stations", the page's own watchlist answering the element. Text only (no HTML
 * strings), so it runs under the same strict CSP as the element.
 */
import type { StationLocatorElement, LocatorEventName } from '../src/index';
import { loadIds, saveIds, withId, withoutId } from './my-stations';

const LOGGED_EVENTS: readonly LocatorEventName[] = [
  'ready-watchlist',
  'add-to-watchlist',
  'remove-from-watchlist',
  'select-location',
  'analytics',
  'locator-error',
  'maps-consent-request',
];
const MAX_LOG_ENTRIES = 60;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function required<T extends Element>(selector: string): T {
  const node = document.querySelector<T>(selector);
  if (!node) throw new Error(`demo: ${selector} is missing from the page`);
  return node;
}

const locator = required<StationLocatorElement>('station-locator');
const log = required<HTMLOListElement>('#event-log');
const myStationsList = required<HTMLUListElement>('#my-stations');
const myStationsEmpty = required<HTMLElement>('#my-stations-empty');
const localeSwitch = required<HTMLFormElement>('#locale-switch');

// ---- event log ----

function describe(detail: unknown): string {
  try {
    return JSON.stringify(detail) ?? '';
  } catch {
    return String(detail);
  }
}

function logEntry(kind: 'event' | 'message', name: string, detail: unknown): void {
  const item = document.createElement('li');
  item.dataset.kind = kind;
  item.dataset.name = name;
  const label = document.createElement('span');
  label.className = 'event-name';
  label.textContent = kind === 'event' ? name : `postMessage ${name}`;
  const time = new Date().toLocaleTimeString('en-GB');
  item.append(`${time} `, label, ` ${describe(detail)}`);
  log.prepend(item);
  while (log.children.length > MAX_LOG_ENTRIES) log.lastElementChild?.remove();
}

for (const name of LOGGED_EVENTS) {
  locator.addEventListener(name, (event) => logEntry('event', name, (event as CustomEvent<unknown>).detail));
}

interface Envelope {
  source: 'station-locator';
  version: 1;
  type: string;
  payload?: unknown;
}

function isEnvelope(data: unknown): data is Envelope {
  if (typeof data !== 'object' || data === null) return false;
  const candidate = data as Record<string, unknown>;
  return candidate.source === 'station-locator' && candidate.version === 1 && typeof candidate.type === 'string';
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  // Only our own origin: the element posts to host-origin (default: this page's origin).
  if (event.origin !== window.location.origin || !isEnvelope(event.data)) return;
  logEntry('message', event.data.type, event.data.payload);
});

required<HTMLButtonElement>('#clear-events').addEventListener('click', () => log.replaceChildren());

// ---- locale switch ----

localeSwitch.addEventListener('change', (event) => {
  const input = event.target;
  if (input instanceof HTMLInputElement && input.name === 'locale') locator.setAttribute('locale', input.value);
});

// ---- a stand-in consent banner (only when the element waits for consent) ----

const consentCard = required<HTMLElement>('#consent-card');
const consentState = required<HTMLElement>('#consent-state');
const grantButton = required<HTMLButtonElement>('#consent-grant');

function setConsent(consent: 'granted' | 'denied'): void {
  locator.setAttribute('maps-consent', consent);
  consentState.textContent = `maps-consent="${consent}"`;
}

if (locator.hasAttribute('maps-consent')) {
  consentCard.hidden = false;
  consentState.textContent = `maps-consent="${locator.getAttribute('maps-consent') ?? ''}"`;
  grantButton.addEventListener('click', () => setConsent('granted'));
  required<HTMLButtonElement>('#consent-deny').addEventListener('click', () => setConsent('denied'));
  // The visitor pressed "load Google Maps" on the map: a real banner would open here and ask.
  locator.addEventListener('maps-consent-request', () => grantButton.focus());
}

// ---- my stations ----

let myStations = loadIds(storage());
const stationNames = new Map<string, string>();

/** The station's name from the reference API (same origin), for a readable list; the id otherwise. */
async function lookUpName(id: string): Promise<void> {
  if (stationNames.has(id)) return;
  stationNames.set(id, id);
  try {
    const response = await fetch(`/api/v2/locations/${encodeURIComponent(id)}`);
    if (!response.ok) return;
    const body = (await response.json()) as { name?: unknown; city?: unknown };
    if (typeof body.name === 'string') {
      stationNames.set(id, typeof body.city === 'string' && body.city ? `${body.name}, ${body.city}` : body.name);
      renderMyStations();
    }
  } catch {
    // Offline or unknown id: the id stays as the label.
  }
}

function renderMyStations(): void {
  myStationsEmpty.hidden = myStations.length > 0;
  myStationsList.replaceChildren(
    ...myStations.map((id) => {
      const item = document.createElement('li');
      item.dataset.id = id;
      const name = document.createElement('span');
      name.textContent = stationNames.get(id) ?? id;
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.textContent = 'Remove';
      remove.setAttribute('aria-label', `Remove ${stationNames.get(id) ?? id}`);
      remove.addEventListener('click', () => update(withoutId(myStations, id)));
      item.append(name, remove);
      return item;
    }),
  );
  for (const id of myStations) void lookUpName(id);
}

/** Saves the list, shows it and answers the element with the new list. */
function update(ids: string[]): void {
  myStations = ids;
  saveIds(storage(), ids);
  locator.watchlist = ids;
  renderMyStations();
}

locator.addEventListener('ready-watchlist', () => {
  locator.watchlist = myStations;
});
locator.addEventListener('add-to-watchlist', (event) => update(withId(myStations, event.detail.id)));
locator.addEventListener('remove-from-watchlist', (event) => update(withoutId(myStations, event.detail.id)));

renderMyStations();
