import { expect } from '@open-wc/testing';
import { findCountry, loadCountries, parseCountries, parseCsv, parseCsvRecords } from '../../src/shared';

describe('parseCsv', () => {
  it('parses quoted fields with commas, doubled quotes and CRLF', () => {
    const rows = parseCsv('a,b,c\r\n1,"x, y","say ""hi"""\r\n');
    expect(rows).to.deep.equal([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
    ]);
  });

  it('keeps empty fields and a last line without newline', () => {
    expect(parseCsv('a,,c\n,2,')).to.deep.equal([
      ['a', '', 'c'],
      ['', '2', ''],
    ]);
  });

  it('maps records by header name', () => {
    expect(parseCsvRecords('name,code\nGermany,DE\n')).to.deep.equal([{ name: 'Germany', code: 'DE' }]);
    expect(parseCsvRecords('')).to.deep.equal([]);
  });
});

describe('country table', () => {
  it('loads the packaged table of 250 countries', async () => {
    const table = await loadCountries();
    expect(table.size).to.equal(250);
    const de = findCountry(table, 'de');
    expect(de.name).to.equal('Germany');
    expect(de.center).to.deep.equal({ lat: 51, lng: 9 });
    expect(de.bbox).to.deep.equal({ south: 47.2706, west: 5.8519, north: 55.0651, east: 15.0212 });
  });

  it('reads quoted names with commas', async () => {
    const table = await loadCountries();
    expect(findCountry(table, 'SH').name).to.equal('Saint Helena, Ascension and Tristan da Cunha');
  });

  it('falls back to GB for an unknown, empty or missing code', async () => {
    const table = await loadCountries();
    expect(findCountry(table, 'XX').code).to.equal('GB');
    expect(findCountry(table, '').code).to.equal('GB');
    expect(findCountry(table, undefined).code).to.equal('GB');
  });

  it('skips rows with unusable coordinates and fails clearly without the fallback', () => {
    const csv = 'country_code,name,center_lat,center_lng,bbox_south,bbox_west,bbox_north,bbox_east\nDE,Germany,51,9,47,5,55,15\nZZ,Broken,x,9,47,5,55,15\n';
    const table = parseCountries(csv);
    expect([...table.keys()]).to.deep.equal(['DE']);
    expect(() => findCountry(table, 'ZZ')).to.throw(/fallback country GB/);
  });
});
