/**
 * Prefix word search for `complete` (station names, towns, postcodes). A sorted word list with
 * postings gives candidates for the rarest query token; candidates are then checked against all
 * tokens. No `LIKE '%x%'` scans. A query that finds nothing as typed is read again with its unknown
 * words spelt as the nearest known ones (`WordIndex.corrected`: "harogate" → harrogate, "tesko" → tesco).
 */

import { distance } from 'fastest-levenshtein';
import type { WireCompletion } from '../../../src/api/contract.ts';
import { type Box, boxContains } from '../geo/bounds.ts';
import { haversine } from '../geo/haversine.ts';
import type { StationRow } from '../store/rows.ts';
import type { CompiledFilter } from './filters.ts';
import { type Steps, every, runNow } from './time-slice.ts';

export interface WordSpan {
  word: string;
  offset: number;
  length: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;

export function normalise(s: string): string {
  if (!NON_ASCII.test(s)) return s.toLowerCase();
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const ASCII_WORD = /[a-z0-9]+/g;

/** Just the words of a value (index building): the fast path of `wordsOf`. */
export function wordList(value: string, postcode: string | null = null): string[] {
  const norm = normalise(value);
  const out = NON_ASCII.test(norm) ? [...norm.matchAll(WORD)].map((m) => m[0]) : (norm.match(ASCII_WORD) ?? []);
  if (postcode) {
    const compact = normalise(postcode).replace(/[^\p{L}\p{N}]/gu, '');
    if (compact.length > 0) out.push(compact);
  }
  return out;
}

/** Words of a display value with their offsets in it; a postcode also yields its compact form. */
export function wordsOf(value: string, postcode: { offset: number; text: string } | null = null): WordSpan[] {
  const norm = normalise(value);
  const out: WordSpan[] = [];
  // normalise() may change lengths for decomposed characters; offsets are taken from `norm`
  // only when lengths agree, else from a per-word search in the original.
  const sameLength = norm.length === value.length;
  for (const m of norm.matchAll(WORD)) {
    out.push({ word: m[0], offset: sameLength ? m.index : Math.max(0, value.toLowerCase().indexOf(m[0])), length: m[0].length });
  }
  if (postcode) {
    const compact = normalise(postcode.text).replace(/[^\p{L}\p{N}]/gu, '');
    if (compact.length > 0) out.push({ word: compact, offset: postcode.offset, length: postcode.text.length });
  }
  return out;
}

export function queryTokens(query: string): string[] {
  return [...normalise(query).matchAll(WORD)].map((m) => m[0]).slice(0, 8);
}

/**
 * `words.sort()` (code-unit order) as steps: runs of 4,096 sorted one per step, then merged pairwise
 * with a yield every 4,096 words, so that a rebuild's 150,000 words never hold the event loop for
 * a whole sort. The words are distinct, so the order is the one `sort()` gives.
 */
export function* sortedInSteps(words: string[]): Steps<string[]> {
  const RUN = 4096;
  for (let from = 0; from < words.length; from += RUN) {
    const run = words.slice(from, from + RUN).sort();
    for (let k = 0; k < run.length; k++) words[from + k] = run[k]!;
    yield;
  }
  let source = words;
  let target = new Array<string>(words.length);
  for (let width = RUN; width < words.length; width *= 2) {
    let out = 0;
    for (let lo = 0; lo < words.length; lo += 2 * width) {
      const mid = Math.min(lo + width, words.length);
      const hi = Math.min(lo + 2 * width, words.length);
      let a = lo;
      let b = mid;
      while (a < mid || b < hi) {
        target[out++] = b >= hi || (a < mid && source[a]! < source[b]!) ? source[a++]! : source[b++]!;
        if (every(RUN, out)) yield;
      }
    }
    [source, target] = [target, source];
  }
  return source;
}

/** Adds one to `count[rank + 1]` for each pair's word. */
function countByRank(count: Int32Array, rankOf: Int32Array, pairWords: readonly number[], from: number, to: number): void {
  for (let p = from; p < to; p++) count[rankOf[pairWords[p]!]! + 1]!++;
}

/** Puts each pair's document at its word's next free place in `docs`. */
function placeByRank(docs: Int32Array, next: Int32Array, rankOf: Int32Array, pairWords: readonly number[], pairDocs: readonly number[], from: number, to: number): void {
  for (let p = from; p < to; p++) docs[next[rankOf[pairWords[p]!]!]!++] = pairDocs[p]!;
}

/** Pairs a slice of the counting sort handles. */
const PAIRS_PER_STEP = 65_536;

export class WordIndex {
  /**
   * `words` sorted; the documents of `words[i]` are `docsOf[start[i]]` to `docsOf[start[i + 1] - 1]`, in
   * the order given. Two typed arrays, not an array per word: at 150,000 stations, 300,000 lists (and then
   * as many typed arrays, or views) were objects the garbage collector copied, and array buffers it
   * swept, while a replica rebuilt and served.
   */
  private constructor(
    private readonly words: string[],
    private readonly docsOf: Int32Array,
    private readonly start: Int32Array,
  ) {}

  /** How many documents `words[i]` is in. */
  private count(i: number): number {
    return this.start[i + 1]! - this.start[i]!;
  }

  /** `docs[i]` lists the words of document i. */
  static of(docs: Iterable<[number, Iterable<string>]>): WordIndex {
    return runNow(WordIndex.steps(docs));
  }

  /**
   * The build as steps (see time-slice.ts), to run in slices between requests: the (word, document)
   * pairs as they come, a step every 32 documents (making a station's words, its name with its brand,
   * ran slowly in a rebuild's slices: 256 a step held the event loop 50-70 ms), the words sorted, then a
   * stable counting sort of the pairs by word. The loops over the pairs run in functions of their own, a
   * slice at a time, which V8 optimises whatever state the generator's code is in. No typed array grows:
   * a new array buffer while the replica served sometimes held the event loop 50-75 ms.
   */
  static *steps(docs: Iterable<[number, Iterable<string>]>): Steps<WordIndex> {
    const idOf = new Map<string, number>();
    const words: string[] = [];
    const pairWords: number[] = [];
    const pairDocs: number[] = [];
    /** The word ids of the document at hand: a document's repeated word counts once. */
    const inDoc: number[] = [];
    let k = 0;
    for (const [doc, docWords] of docs) {
      inDoc.length = 0;
      for (const w of docWords) {
        let id = idOf.get(w);
        if (id === undefined) {
          id = words.length;
          idOf.set(w, id);
          words.push(w);
        } else if (inDoc.includes(id)) continue;
        inDoc.push(id);
        pairWords.push(id);
        pairDocs.push(doc);
      }
      if (every(32, k++)) yield;
    }
    const sorted = yield* sortedInSteps(words);
    const rankOf = new Int32Array(sorted.length);
    for (let rank = 0; rank < sorted.length; rank++) {
      rankOf[idOf.get(sorted[rank]!)!] = rank;
      if (every(4096, rank)) yield;
    }
    const pairs = pairWords.length;
    const start = new Int32Array(sorted.length + 1);
    for (let from = 0; from < pairs; from += PAIRS_PER_STEP) {
      countByRank(start, rankOf, pairWords, from, Math.min(pairs, from + PAIRS_PER_STEP));
      yield;
    }
    for (let rank = 0; rank < sorted.length; rank++) start[rank + 1]! += start[rank]!;
    const next = start.slice(0, sorted.length);
    const docsOf = new Int32Array(pairs);
    for (let from = 0; from < pairs; from += PAIRS_PER_STEP) {
      placeByRank(docsOf, next, rankOf, pairWords, pairDocs, from, Math.min(pairs, from + PAIRS_PER_STEP));
      yield;
    }
    return new WordIndex(sorted, docsOf, start);
  }

  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Word index range [from, to) of words starting with `prefix`, and the summed postings size. */
  range(prefix: string): { from: number; to: number; size: number } {
    const from = this.lowerBound(prefix);
    let to = from;
    let size = 0;
    while (to < this.words.length && this.words[to]!.startsWith(prefix)) {
      size += this.count(to);
      to++;
    }
    return { from, to, size };
  }

  /** Documents having a word that starts with `prefix` (deduplicated, unordered). */
  docs(prefix: string, cap = Infinity): number[] {
    const { from, to } = this.range(prefix);
    const seen = new Set<number>();
    for (let i = from; i < to && seen.size < cap; i++) for (let j = this.start[i]!; j < this.start[i + 1]!; j++) seen.add(this.docsOf[j]!);
    return [...seen];
  }

  /**
   * The tokens with each one that begins no known word replaced by the known word fewest edits away
   * (`typoBudget`; compared with the word's start, so a word still being typed is read too: "harog" →
   * harrogate), on a tie the word in most documents; null when every token begins a known word, or one
   * has none within its budget, or more than MAX_MENDED_WORDS need mending. A scan of the word list per
   * word mended, so only for a query that found nothing.
   */
  corrected(tokens: string[]): string[] | null {
    let mended = 0;
    const out: string[] = [];
    for (const token of tokens) {
      if (this.range(token).size > 0) {
        out.push(token);
        continue;
      }
      const budget = typoBudget(token.length);
      if (budget === 0 || ++mended > MAX_MENDED_WORDS) return null;
      let best: { word: string; edits: number; docs: number } | null = null;
      for (let i = 0; i < this.words.length; i++) {
        const word = this.words[i]!;
        if (word.length < token.length - budget || !mayStartAlike(token, word)) continue;
        const edits = editsToStart(token, word, budget);
        const docs = this.count(i);
        if (edits <= budget && (!best || edits < best.edits || (edits === best.edits && docs > best.docs))) best = { word, edits, docs };
      }
      if (!best) return null;
      out.push(best.word);
    }
    return mended > 0 ? out : null;
  }

  /**
   * A search's answer for the tokens as typed (`asTyped`, `search(tokens)` when not given) or, when that
   * found nothing, for the tokens with their typos mended (`corrected`): one rule for every `complete`.
   */
  foundOrMended<T>(tokens: string[], search: (tokens: string[]) => T[], asTyped: T[] = search(tokens)): T[] {
    if (asTyped.length > 0) return asTyped;
    const corrected = this.corrected(tokens);
    return corrected ? search(corrected) : asTyped;
  }

  /** Candidates for a multi-token query: documents of the rarest token. */
  candidates(tokens: string[], cap = 200_000): number[] {
    if (tokens.length === 0) return [];
    let best = tokens[0]!;
    let bestSize = Infinity;
    for (const t of tokens) {
      const { size } = this.range(t);
      if (size < bestSize) {
        bestSize = size;
        best = t;
      }
    }
    return bestSize === 0 ? [] : this.docs(best, cap);
  }
}

/**
 * Words a query may have mended: a visitor's slips are one or two, and each costs a scan of the word
 * list (a query of many misspelt words was slow; the cap and `mayStartAlike` bring a query's worst
 * case to a few milliseconds).
 */
const MAX_MENDED_WORDS = 3;

/**
 * Whether `word` may be what `typed` meant by their first letters: the same first letter, the first two
 * swapped ("yrok": York), or the first dropped ("arrogate": Harrogate). A slip of the first letter itself
 * is rare, and skipping the other words saves most of a scan's edit counting.
 */
function mayStartAlike(typed: string, word: string): boolean {
  return word[0] === typed[0] || word[0] === typed[1] || word[1] === typed[0];
}

/**
 * Edits a typed word may be away from the word meant: none under 4 letters (short words lie an edit
 * apart from too many others: "leds" is not a typo of "leeds" more than of "lees"), one up to 5 letters,
 * two from 6.
 */
export function typoBudget(length: number): number {
  return length < 4 ? 0 : length < 6 ? 1 : 2;
}

/**
 * Fewest edits from `typed` to a start of `word` as long as it, give or take `budget` letters: Levenshtein's
 * (letters added, dropped or changed), with two neighbours typed the wrong way round as one edit, the
 * commonest slip ("yrok" is York, not "brok…": Levenshtein alone counts a swap as two).
 */
function editsToStart(typed: string, word: string, budget: number): number {
  if (isOneSwapFrom(typed, word.slice(0, typed.length))) return 1;
  let fewest = Number.POSITIVE_INFINITY;
  const longest = Math.min(word.length, typed.length + budget);
  for (let length = Math.max(1, typed.length - budget); length <= longest; length++) fewest = Math.min(fewest, distance(typed, word.slice(0, length)));
  return fewest;
}

/** Whether `a` is `b` with two neighbouring letters swapped. */
function isOneSwapFrom(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let first = 0;
  while (first < a.length && a[first] === b[first]) first++;
  return first + 1 < a.length && a[first] === b[first + 1] && a[first + 1] === b[first] && a.slice(first + 2) === b.slice(first + 2);
}

/** Matched ranges when every token prefixes some word, else null. */
export function matchSpans(tokens: string[], spans: WordSpan[]): { offset: number; length: number }[] | null {
  const out: { offset: number; length: number }[] = [];
  for (const t of tokens) {
    const hit = spans.find((s) => s.word.startsWith(t));
    if (!hit) return null;
    // A compact postcode word covers the whole postcode; report only the typed part when it fits.
    out.push({ offset: hit.offset, length: Math.min(hit.length, t.length === hit.word.length ? hit.length : t.length) });
  }
  out.sort((a, b) => a.offset - b.offset);
  // Merge overlaps.
  const merged: { offset: number; length: number }[] = [];
  for (const r of out) {
    const last = merged[merged.length - 1];
    if (last && r.offset <= last.offset + last.length) {
      last.length = Math.max(last.length, r.offset + r.length - last.offset);
    } else merged.push({ ...r });
  }
  return merged;
}

/** A station's completion text and where its postcode and its brand in brackets are in it. */
export interface CompletionValue {
  value: string;
  postcode: { offset: number; text: string } | null;
  brand: { start: number; end: number } | null;
}

/**
 * `NAME (Brand), TOWN POSTCODE` (the brand when the name does not say it), where the postcode starts in
 * it, and where the brand in brackets is. `named` is the station's name with its brand (`nameWithBrand`).
 */
export function completionValueOf(r: StationRow, named: string): CompletionValue {
  let value = named;
  const brand = value.length > r.name.length ? { start: r.name.length, end: value.length } : null;
  const tail = [r.city, r.postcode].filter((p): p is string => p !== null && p !== '');
  if (tail.length > 0) value += `, ${tail.join(' ')}`;
  const postcode = r.postcode ? { offset: value.length - r.postcode.length, text: r.postcode } : null;
  return { value, postcode, brand };
}

/** What `complete` reads of a station index. */
export interface CompletionSource {
  readonly size: number;
  readonly stations: readonly StationRow[];
  readonly lats: Float64Array;
  readonly lngs: Float64Array;
  words(): WordIndex;
  completionValue(i: number): CompletionValue;
}

/** Each station's words for the word index, in station order. */
export function* searchDocs(index: CompletionSource): Generator<[number, string[]]> {
  for (let i = 0; i < index.size; i++) {
    const { value, postcode } = index.completionValue(i);
    yield [i, wordList(value, postcode?.text ?? null)];
  }
}

/** Stations whose words the query's begin; a query that finds none as typed is read with its typos mended. */
export function complete(index: CompletionSource, query: string, limit: number, filter: CompiledFilter, bias?: Box): WireCompletion[] {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return [];
  return index.words().foundOrMended(tokens, (words) => completeTokens(index, words, limit, filter, bias));
}

function completeTokens(index: CompletionSource, tokens: string[], limit: number, filter: CompiledFilter, bias?: Box): WireCompletion[] {
  // Bounded work per request: a very short query over a big data set ranks a sample.
  const candidates = index.words().candidates(tokens, 5000);
  type Scored = { i: number; c: WireCompletion; inBox: boolean; prefix: boolean; dist: number };
  const scored: Scored[] = [];
  const cLat = bias ? (bias.south + bias.north) / 2 : 0;
  const cLng = bias ? (bias.west <= bias.east ? (bias.west + bias.east) / 2 : bias.west) : 0;
  for (const i of candidates) {
    if (!filter.test(i)) continue;
    const { value, postcode, brand } = index.completionValue(i);
    const spans = matchSpans(tokens, wordsOf(value, postcode));
    if (!spans) continue;
    const firstAt = spans[0]!.offset;
    scored.push({
      i,
      c: { id: index.stations[i]!.id, value, matched_substrings: spans },
      inBox: bias ? boxContains(bias, index.lats[i]!, index.lngs[i]!) : false,
      // The name's start, or its brand in brackets: a brand's stations rank by distance however they
      // are named (from a view of Leeds, `TESCO RAWTENSTALL` came before Tesco's `LEEDS SEACROFT EXTRA`).
      prefix: firstAt === 0 || (brand !== null && firstAt > brand.start && firstAt < brand.end),
      dist: bias ? haversine(cLat, cLng, index.lats[i]!, index.lngs[i]!) : 0,
    });
  }
  scored.sort(
    (a, b) =>
      Number(b.inBox) - Number(a.inBox) ||
      Number(b.prefix) - Number(a.prefix) ||
      a.dist - b.dist ||
      (a.c.value < b.c.value ? -1 : a.c.value > b.c.value ? 1 : a.i - b.i),
  );
  return scored.slice(0, limit).map((s) => s.c);
}
