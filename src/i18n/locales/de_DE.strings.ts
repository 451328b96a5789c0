/** German: the strings, and the words for a locator that shows charging sites too (`station-words.ts`). */
export { default } from './de_DE.json';
export { default as stationWords } from './de_DE.stations.json';
