/**
 * The info window's chunk is fetched when the nearest list first shows stations, so the first
 * selection does not wait for it (issue 20). Its own file: a page loads a module once.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { at, SHELL_REDMOSS } from './fixtures/stations';
import { mountLocations } from './helpers/locations-harness';

const infoWindowModuleFetched = () =>
  performance.getEntriesByType('resource').some((entry) => /\/info-window\/info-window\.tsx/.test(entry.name));

describe('info window chunk', () => {
  it('is fetched once the nearest list shows stations, before any is selected', async () => {
    let release = () => {};
    const h = await mountLocations({
      before: (ctx) => {
        ctx.api.on('GET', /\/within_bounds$/, () => ({ locations: [], clusters: [] }));
        ctx.api.on('GET', /\/nearest_to$/, () => ({ locations: [at(SHELL_REDMOSS, 3100)], clusters: [] }));
        release = ctx.api.hold('GET', /\/nearest_to$/);
      },
    });
    try {
      expect(infoWindowModuleFetched(), 'not before the list').to.equal(false);
      release();
      await h.idle();
      expect(h.items()).to.have.length(1);
      await waitUntil(infoWindowModuleFetched, 'the info window module was not fetched');
    } finally {
      await h.unmount();
    }
  });
});
