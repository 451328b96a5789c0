// `cem analyze` → custom-elements.json. The element class is built by r2wc, so attributes, events, CSS
// custom properties and parts are documented with JSDoc tags on StationLocatorElement
// (src/element/station-locator-element.ts); test/element/manifest.test.ts checks they match the code.
export default {
  globs: ['src/station-locator.ts', 'src/element/station-locator-element.ts'],
  outdir: '.',
  dev: false,
  packagejson: false,
};
