/**
 * The map's glyphs: Noto Sans Regular and Medium as MapLibre glyph PBFs (SIL OFL 1.1; the licence,
 * `data/basemap/fonts/OFL.txt`, ships beside them), read once into memory (540 KB).
 *
 * The three ranges in the repository cover every character of every name in the map's data
 * (shared/data/SOURCES.md 5.4). Any other range of a known font is answered with an empty glyph set
 * (a valid PBF of no glyphs), so a stray character is simply not drawn instead of failing a request.
 */

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FONT_MEDIUM, FONT_REGULAR } from './style.ts';

export const FONTS_DIR = fileURLToPath(new URL('../../../data/basemap/fonts/', import.meta.url));

export interface GlyphFile {
  bytes: Buffer;
  /** The same bytes gzipped (SDF bitmaps shrink to about 55 %): what a browser is sent. */
  gzipped: Buffer;
  etag: string;
}

const RANGE = /^(\d{1,5})-(\d{1,5})\.pbf$/;
const EMPTY: GlyphFile = { bytes: Buffer.alloc(0), gzipped: gzipSync(Buffer.alloc(0)), etag: '"glyphs-empty"' };

/** A well-formed glyph range: 256 code points starting on a multiple of 256, within the BMP. */
export function glyphRange(file: string): number | null {
  const m = RANGE.exec(file);
  if (!m) return null;
  const start = Number(m[1]);
  const end = Number(m[2]);
  return start % 256 === 0 && end === start + 255 && end <= 65535 ? start : null;
}

export class GlyphStore {
  readonly #files = new Map<string, GlyphFile>();
  readonly fontstacks: readonly string[];

  constructor(dir: string = FONTS_DIR, fontstacks: readonly string[] = [FONT_REGULAR, FONT_MEDIUM]) {
    this.fontstacks = fontstacks;
    for (const stack of fontstacks) {
      const folder = `${dir}${stack}/`;
      if (!existsSync(folder)) throw new Error(`glyphs of ${stack} missing in ${dir}`);
      for (const file of readdirSync(folder)) {
        if (glyphRange(file) === null) continue;
        const bytes = readFileSync(`${folder}${file}`);
        const etag = `"${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}"`;
        this.#files.set(`${stack}/${file}`, { bytes, gzipped: gzipSync(bytes, { level: 9 }), etag });
      }
    }
  }

  /** The glyphs of `fontstack` for `rangeFile` (`0-255.pbf`), or null for an unknown font or a malformed range. */
  get(fontstack: string, rangeFile: string): GlyphFile | null {
    if (!this.fontstacks.includes(fontstack) || glyphRange(rangeFile) === null) return null;
    return this.#files.get(`${fontstack}/${rangeFile}`) ?? EMPTY;
  }
}
