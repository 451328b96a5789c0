import { expect } from '@open-wc/testing';
import { Provider } from 'jotai/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { rawTelephoneLink } from '../../src/locations/telephone';
import { useTelephoneLink } from '../../src/locations/use-telephone-link';
import { createLocationsContext } from './helpers/locations-store';
import { waitInAct } from '../helpers/wait-in-act';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useTelephoneLink', () => {
  // The formatting chunk (libphonenumber's metadata) is fetched once up front: on a busy machine the dev
  // server's first transform of it outlasted waitUntil's second. The hook still renders the raw number
  // first, as its own import resolves a task later.
  before(() => import('../../src/locations/telephone-format'));

  it('shows the number as given, then in the national format of the configured country once its chunk is in', async () => {
    const ctx = createLocationsContext({ remote: { country: 'DE' } });
    const seen: (string | null)[] = [];
    function Probe({ telephone }: { telephone: string | null }) {
      const link = useTelephoneLink(telephone);
      seen.push(link && `${link.label} ${link.href}`);
      return null;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Provider store={ctx.store}><Probe telephone="030 1234567" /></Provider>));
    expect(seen[0], 'as given').to.equal('030 1234567 tel:0301234567');
    await waitInAct(() => seen.at(-1) === '030 1234567 tel:+49301234567', `formatted: ${String(seen.at(-1))}`);
    await act(async () => root.render(<Provider store={ctx.store}><Probe telephone={null} /></Provider>));
    expect(seen.at(-1)).to.equal(null);
    await act(async () => root.unmount());
  });

  it('before formatting: digits and a leading + in the tel: link, the label as given', () => {
    expect(rawTelephoneLink(' +44 1224 (739) 486 ')).to.deep.equal({ href: 'tel:+441224739486', label: '+44 1224 (739) 486' });
    expect(rawTelephoneLink('n/a')).to.equal(null);
  });
});
