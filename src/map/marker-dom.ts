/**
 * DOM for marker content, shared by the Google adapter (as `AdvancedMarkerElement.content`) and the
 * offline engine. Built with createElement only (no HTML strings). Each call returns a fresh node:
 * Google moves, never clones, marker content.
 */
import { clusterBubble } from './cluster-bubble';
import { clusterLabel, stationVisual } from './marker-style';
import { PIN_FACE, PIN_GLYPH, PIN_HEIGHT, PIN_PATH, PIN_WIDTH } from './pin-geometry';
import type { ClusterMarker, RouteMarker, StationMarker } from './types';

const SVG_NS = 'http://www.w3.org/2000/svg';

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string>): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/**
 * A station's accessible name: its number in the nearest list (through `indexedTemplate`, with `{{index}}`
 * and `{{name}}`), its name and address.
 */
export function stationLabel(station: Pick<StationMarker, 'name' | 'address' | 'index'>, indexedTemplate: string): string {
  const { index } = station;
  // Replacer functions: a name's `$&` is text, not a pattern.
  const name =
    index === undefined
      ? station.name
      : indexedTemplate.replace(/\{\{\s*index\s*\}\}/g, () => String(index)).replace(/\{\{\s*name\s*\}\}/g, () => station.name);
  return [name, station.address].filter(Boolean).join(', ');
}

/**
 * Creates a station pin; `data-station-id` identifies it for event delegation. `indexedTemplate` names a
 * numbered station (`MapLabels.stationIndexed`).
 */
export function createStationElement(station: StationMarker, indexedTemplate: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'sl-marker';
  element.dataset['stationId'] = station.id;
  element.setAttribute('role', 'img');
  const [width, height] = [String(PIN_WIDTH), String(PIN_HEIGHT)];
  const pin = svg('svg', { viewBox: `0 0 ${width} ${height}`, width, height, 'aria-hidden': 'true' });
  pin.append(
    svg('path', { d: PIN_PATH, class: 'sl-marker__body' }),
    svg('circle', { cx: String(PIN_FACE.cx), cy: String(PIN_FACE.cy), r: String(PIN_FACE.r), class: 'sl-marker__face' }),
  );
  const glyph = svg('text', { x: String(PIN_GLYPH.x), y: String(PIN_GLYPH.y), 'text-anchor': 'middle', class: 'sl-marker__glyph' });
  pin.append(glyph);
  element.append(pin);
  updateStationElement(element, station, indexedTemplate);
  return element;
}

/** Restyles an existing pin in place (state, brand, number, dimming, labels); position is the engine's job. */
export function updateStationElement(element: HTMLElement, station: StationMarker, indexedTemplate: string): void {
  const visual = stationVisual(station);
  if (visual.fill) element.style.setProperty('--sl-marker-fill', visual.fill);
  else element.style.removeProperty('--sl-marker-fill');
  element.style.setProperty('--sl-marker-scale', String(visual.scale));
  element.style.zIndex = String(visual.zIndex);
  element.dataset['state'] = station.state;
  element.dataset['brand'] = station.brand;
  if (visual.numbered) element.dataset['numbered'] = visual.glyph.length <= 2 ? 'short' : 'long';
  else delete element.dataset['numbered'];
  if (visual.opacity < 1) element.dataset['dimmed'] = '';
  else delete element.dataset['dimmed'];
  element.setAttribute('aria-label', stationLabel(station, indexedTemplate));
  const glyph = element.querySelector('.sl-marker__glyph');
  if (glyph && glyph.textContent !== visual.glyph) glyph.textContent = visual.glyph;
}

/** Creates a cluster bubble; `data-cluster-id` identifies it. */
export function createClusterElement(cluster: ClusterMarker, labelTemplate: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'sl-cluster';
  element.setAttribute('role', 'img');
  element.dataset['clusterId'] = cluster.id;
  updateClusterElement(element, cluster, labelTemplate);
  return element;
}

export function updateClusterElement(element: HTMLElement, cluster: ClusterMarker, labelTemplate: string): void {
  const bubble = clusterBubble(cluster.size);
  element.dataset['tier'] = bubble.tier;
  element.style.setProperty('--sl-cluster-size', `${bubble.diameter}px`);
  element.textContent = bubble.text;
  element.setAttribute('aria-label', clusterLabel(labelTemplate, cluster.size));
}

export function createCurrentLocationElement(label: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'sl-current-location';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  return element;
}

/** A route waypoint's lettered marker (A, B, C …), named for assistive technology. */
export function createRouteMarkerElement(marker: RouteMarker): HTMLElement {
  const element = document.createElement('div');
  element.className = 'sl-route-marker';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', marker.name ? `${marker.label}: ${marker.name}` : marker.label);
  element.textContent = marker.label;
  return element;
}

/** The hover tooltip: name, address and open status (spec section 2, Map). */
export function createTooltipElement(): HTMLElement {
  const element = document.createElement('div');
  element.className = 'sl-map-tooltip';
  element.setAttribute('role', 'tooltip');
  element.hidden = true;
  return element;
}

export function fillTooltip(element: HTMLElement, station: Pick<StationMarker, 'name' | 'address' | 'openStatusText'>): void {
  const lines = [station.name, station.address, station.openStatusText].filter(Boolean).map((text, index) => {
    const line = document.createElement(index === 0 ? 'strong' : 'span');
    line.textContent = text;
    return line;
  });
  element.replaceChildren(...lines);
}
