import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';

describe('test browser', () => {
  it('cannot reach Google Maps hosts', async () => {
    let failed = false;
    try {
      await fetch('https://maps.googleapis.com/maps/api/js?key=test', { mode: 'no-cors' });
    } catch {
      failed = true;
    }
    expect(failed, 'fetch to maps.googleapis.com must fail').to.equal(true);
  });

  it('serves one React that renders into the DOM', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(createElement('p', null, 'hello')));
    expect(host.textContent).to.equal('hello');
    root.unmount();
    host.remove();
  });
});
