import { expect } from '@open-wc/testing';
import { attributionLine, attributionText } from '../../../src/map/maplibre/attribution-text';

describe('a style\'s attribution as text', () => {
  it('keeps the words of the HTML a style carries, never its tags', () => {
    expect(attributionText('<a href="https://openstreetmap.org/copyright" target="_blank">&copy; OpenStreetMap</a>')).to.equal('© OpenStreetMap');
    expect(attributionText('<img src=x onerror=alert(1)>Data &amp; tiles &#169; &#x00A9;')).to.equal('Data & tiles © ©');
    expect(attributionText('&unknown; stays')).to.equal('&unknown; stays');
  });

  it('joins the distinct attributions of the sources, leaving out empty ones', () => {
    expect(attributionLine(['© A', undefined, '<b>© A</b>', '', '© B'])).to.equal('© A · © B');
    expect(attributionLine([])).to.equal('');
  });
});
