/** English: the strings, and the words for a locator that shows charging sites too (`station-words.ts`). */
export { default } from './en_GB.json';
export { default as stationWords } from './en_GB.stations.json';
