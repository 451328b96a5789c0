import { expect } from '@open-wc/testing';
import {
  buildCompletionResults,
  completionResources,
  flattenOptions,
  locationOption,
  moveActiveIndex,
  needsGoogleAttribution,
  placeOption,
  reachesMinimumLength,
} from '../../src/search/completions';
import type { WireCompletion } from '../../src/api';
import { suggestion } from './helpers/fixtures';

describe('completions (pure)', () => {
  it('asks only from the minimum length on (trimmed)', () => {
    expect(reachesMinimumLength('ab', 3)).to.equal(false);
    expect(reachesMinimumLength('  ab  ', 3)).to.equal(false);
    expect(reachesMinimumLength('abe', 3)).to.equal(true);
    expect(reachesMinimumLength('', 0)).to.equal(false);
  });

  it('takes enabled resources that list the complete view, in config order', () => {
    expect(
      completionResources({
        locations: { enabled: true, views: ['nearest_to', 'complete'] },
        non_matching_locations: { enabled: true, views: ['within_bounds'] },
        archived: { enabled: false, views: ['complete'] },
        partners: { enabled: true, views: ['complete'] },
      }),
    ).to.deep.equal(['locations', 'partners']);
  });

  it('maps a place suggestion and a location completion to options with intents', () => {
    expect(placeOption(suggestion('p1', 'Aberdeen, UK', [{ offset: 0, length: 3 }]))).to.deep.equal({
      source: 'places',
      text: 'Aberdeen, UK',
      matches: [{ offset: 0, length: 3 }],
      intent: { type: 'google_place', place_id: 'p1', description: 'Aberdeen, UK' },
    });
    expect(locationOption('locations', { id: '42', value: 'BP Aberdeen', matched_substrings: [{ offset: 3, length: 3 }] })).to.deep.equal({
      source: 'locations',
      text: 'BP Aberdeen',
      matches: [{ offset: 3, length: 3 }],
      intent: { type: 'location', resource: 'locations', id: '42', description: 'BP Aberdeen' },
    });
    expect(locationOption('locations', { id: '', value: 'x' })).to.equal(null);
    expect(locationOption('locations', { id: '1' } as unknown as WireCompletion)).to.equal(null);
  });

  it('groups by source with counts (zeros included), cuts each source to the limit and totals', () => {
    const places = ['A', 'B', 'C', 'D', 'E', 'F'].map((t, i) => placeOption(suggestion(`p${i}`, t)));
    const stations = [locationOption('locations', { id: '1', value: 'BP One' })!];
    const results = buildCompletionResults(
      [
        { source: 'places', options: places },
        { source: 'locations', options: stations },
        { source: 'partners', options: [] },
      ],
      5,
    );
    expect(results.counts).to.deep.equal({ places: 5, locations: 1, partners: 0 });
    expect(results.total).to.equal(6);
    expect(results.groups.map((g) => g.source)).to.deep.equal(['places', 'locations']);
    expect(flattenOptions(results.groups).map((o) => o.text)).to.deep.equal(['A', 'B', 'C', 'D', 'E', 'BP One']);
  });

  it('moves the active option with wrap-around, and -1 when there is nothing', () => {
    expect(moveActiveIndex(-1, 3, 'next')).to.equal(0);
    expect(moveActiveIndex(0, 3, 'next')).to.equal(1);
    expect(moveActiveIndex(2, 3, 'next')).to.equal(0);
    expect(moveActiveIndex(-1, 3, 'previous')).to.equal(2);
    expect(moveActiveIndex(0, 3, 'previous')).to.equal(2);
    expect(moveActiveIndex(2, 3, 'previous')).to.equal(1);
    expect(moveActiveIndex(1, 3, 'first')).to.equal(0);
    expect(moveActiveIndex(1, 3, 'last')).to.equal(2);
    expect(moveActiveIndex(0, 0, 'next')).to.equal(-1);
  });
});

describe('needsGoogleAttribution (issue 43, finding G)', () => {
  const google = [{ source: 'places', options: [placeOption({ placeId: 'ChIJ', text: 'Leeds, UK', matches: [] })] }];
  it("shows Google's attribution for Google's suggestions only when no map is in view", () => {
    expect(needsGoogleAttribution(google, 'google', false), 'phone list view').to.equal(true);
    expect(needsGoogleAttribution(google, 'google', true), 'the Google map is in view').to.equal(false);
    expect(needsGoogleAttribution(google, 'offline', false), 'not Google').to.equal(false);
    expect(needsGoogleAttribution([{ source: 'locations', options: google[0]!.options }], 'google', false), 'no Google suggestion').to.equal(false);
  });
});
