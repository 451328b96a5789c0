/** English fallbacks for the strings the imperative map views need; the app passes i18n values. */
import type { MapLabels } from './types';

export const DEFAULT_MAP_LABELS: MapLabels = {
  region: 'Map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  currentLocation: 'Your location',
  cluster: '{{count}} stations',
  keyboardName: 'Map of stations',
  keyboardHelp: 'Arrow keys move between the stations on the map, Enter selects, Escape leaves. Shift and the arrow keys move the map; + and - zoom.',
  stationsInView: 'Stations on the map: {{count}}',
  stationIndexed: '{{index}}. {{name}}',
  load_failed: 'The map could not be loaded.',
  markers_unavailable: 'The map cannot show the stations.',
  canvas_failed: 'The map cannot be drawn in this browser.',
  load_retry: 'Try again',
};

export function resolveMapLabels(labels: Partial<MapLabels> | undefined): MapLabels {
  return { ...DEFAULT_MAP_LABELS, ...labels };
}
