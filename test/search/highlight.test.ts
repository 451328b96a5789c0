import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { highlightSegments } from '../../src/search/highlight';

describe('highlightSegments', () => {
  it('marks the matched ranges and keeps the rest unmarked, in order', () => {
    expect(highlightSegments('Aberdeen, UK', [{ offset: 0, length: 3 }])).to.deep.equal([
      { text: 'Abe', marked: true },
      { text: 'rdeen, UK', marked: false },
    ]);
    expect(highlightSegments('BP Aberdeen North', [{ offset: 3, length: 8 }])).to.deep.equal([
      { text: 'BP ', marked: false },
      { text: 'Aberdeen', marked: true },
      { text: ' North', marked: false },
    ]);
  });

  it('gives one unmarked segment without matches, and nothing for empty text', () => {
    expect(highlightSegments('Brighton', undefined)).to.deep.equal([{ text: 'Brighton', marked: false }]);
    expect(highlightSegments('Brighton', [])).to.deep.equal([{ text: 'Brighton', marked: false }]);
    expect(highlightSegments('', [{ offset: 0, length: 2 }])).to.deep.equal([]);
  });

  it('merges overlapping and adjacent ranges and sorts unsorted ones', () => {
    expect(
      highlightSegments('abcdefgh', [
        { offset: 5, length: 2 },
        { offset: 0, length: 2 },
        { offset: 1, length: 2 },
        { offset: 3, length: 1 },
      ]),
    ).to.deep.equal([
      { text: 'abcd', marked: true },
      { text: 'e', marked: false },
      { text: 'fg', marked: true },
      { text: 'h', marked: false },
    ]);
  });

  it('clamps ranges that leave the text and ignores empty, negative-length or non-finite ones', () => {
    expect(
      highlightSegments('Leeds', [
        { offset: -2, length: 4 },
        { offset: 4, length: 100 },
        { offset: 2, length: 0 },
        { offset: 3, length: -1 },
        { offset: Number.NaN, length: 2 },
        { offset: 10, length: 2 },
      ]),
    ).to.deep.equal([
      { text: 'Le', marked: true },
      { text: 'ed', marked: false },
      { text: 's', marked: true },
    ]);
  });

  it('always concatenates back to the text, never with two neighbours of the same kind (random input)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.array(fc.record({ offset: fc.integer({ min: -50, max: 60 }), length: fc.integer({ min: -10, max: 60 }) }), { maxLength: 6 }),
        (text, ranges) => {
          const segments = highlightSegments(text, ranges);
          expect(segments.map((s) => s.text).join('')).to.equal(text);
          for (let i = 1; i < segments.length; i += 1) expect(segments[i]?.marked).to.not.equal(segments[i - 1]?.marked);
          for (const segment of segments) expect(segment.text.length).to.be.greaterThan(0);
        },
      ),
    );
  });
});
