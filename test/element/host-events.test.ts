import { expect, oneEvent } from '@open-wc/testing';
import { createDefaultServices } from '../../src/element';

describe('services.emit (default)', () => {
  it('dispatches select-location on the host element, with a frozen copy of the detail', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const services = createDefaultServices(host);
    const detail = { resource: 'locations', id: 'ae3ee937' };
    setTimeout(() => services.emit?.('select-location', detail));
    const event = await oneEvent(host, 'select-location');
    expect(event.detail).to.deep.equal({ resource: 'locations', id: 'ae3ee937' });
    expect(event.detail).to.not.equal(detail);
    expect(Object.isFrozen(event.detail)).to.equal(true);
    expect(event.bubbles && event.composed).to.equal(true);
    host.remove();
  });

  it('is absent without a host, so callers log instead of dropping events silently', () => {
    expect(createDefaultServices().emit).to.equal(undefined);
  });
});
