/**
 * What the server tells a browser about keeping what it sends. A file whose URL changes whenever its
 * bytes do (the map's versioned tiles, the element's lazy chunks) is kept a year without being asked
 * for again: a returning visitor's browser then asks only for what may have changed.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A lazy chunk of the built element, its source map or a compressed copy (`.br`, `.gz`): rollup names
 * them `[name]-[hash].js` in `dist/chunks/` and `dist/bundle-chunks/`, the hash being of the chunk's
 * content. The entry scripts (`station-locator.bundle.js`, a few hundred bytes that name the chunks of
 * this build) and MapLibre's worker (`maplibre-gl-worker.mjs`, no hash) keep their names from build to
 * build: `no-cache`, a browser asks for them again each time (answered 304 while unchanged).
 */
const CONTENT_NAMED_CHUNK = /[/\\](?:bundle-)?chunks[/\\][\w.-]+-[\w-]{8}\.js(?:\.map)?(?:\.br|\.gz)?$/;

export function isContentNamedChunk(path: string): boolean {
  return CONTENT_NAMED_CHUNK.test(path);
}
