/**
 * Places, geocoding and routes from the reference API (its gazetteer and its router over the GB
 * motorway network): the services of our own map, whatever draws it.
 */
export { createGazetteerServices, type GazetteerOptions } from './gazetteer-platform';
export { OFFLINE_AVERAGE_SPEED_KMH } from './offline-routing';
