import { expect } from '@open-wc/testing';
import { attributionParts, cleanAttribution, MAX_ATTRIBUTION_LENGTH } from '../../src/locations/attribution';

describe('attributionParts', () => {
  it('is one text part without links, whatever the text holds', () => {
    expect(attributionParts('Data <script>x</script> https://example.org', false)).to.deep.equal([
      { kind: 'text', text: 'Data <script>x</script> https://example.org' },
    ]);
    expect(attributionParts('   ', false)).to.deep.equal([]);
  });

  it('links http(s) addresses, leaving sentence punctuation and other schemes as text', () => {
    expect(attributionParts('OGL (https://example.org/ogl/3). Map: http://osm.org/copyright, javascript:alert(1) data:x', true)).to.deep.equal([
      { kind: 'text', text: 'OGL (' },
      { kind: 'link', text: 'https://example.org/ogl/3', href: 'https://example.org/ogl/3' },
      { kind: 'text', text: '). Map: ' },
      { kind: 'link', text: 'http://osm.org/copyright', href: 'http://osm.org/copyright' },
      { kind: 'text', text: ', javascript:alert(1) data:x' },
    ]);
  });

  it('drops control characters, folds white space and caps the length', () => {
    expect(cleanAttribution('a\u0000b\n\t c ')).to.equal('a b c');
    const long = cleanAttribution('x'.repeat(MAX_ATTRIBUTION_LENGTH + 50));
    expect([...long]).to.have.length(MAX_ATTRIBUTION_LENGTH);
    expect(long.endsWith('…')).to.equal(true);
  });
});
