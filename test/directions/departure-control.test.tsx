/**
 * The departure field of directions mode on its own: what it takes, what it refuses and says so, and
 * emptying it. The clock is the fake one (18 February 2026, 12:00 UTC); the field reads local time.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { DepartureControl } from '../../src/directions/departure-control';
import { DEPARTURE_COMMIT_DELAY_MS } from '../../src/directions/route-options-atoms';
import { toLocalInputValue } from '../../src/directions/departure-time';
import { departureAtom } from '../../src/directions/directions-atoms';
import directionsCss from '../../src/directions/directions.css';
import { openDirectionsAtom } from '../../src/shared';
import { mountInShadow, type ShadowMount } from '../helpers/mount-in-shadow';
import { createSearchContext, type SearchTestContext } from '../search/helpers/search-context';

const DAY_MS = 86_400_000;

interface Harness extends SearchTestContext, ShadowMount {
  input(): HTMLInputElement;
  /** The field's messages, found the way assistive technology finds them: through aria-describedby. */
  described(): string[];
  /** Sets the field's value as its date-and-time picker does (one input event), then lets it commit. */
  pick(value: string): Promise<void>;
}

async function mount(remote?: Record<string, unknown>): Promise<Harness> {
  const ctx = createSearchContext({ remote });
  ctx.store.set(openDirectionsAtom);
  const mounted = await mountInShadow(<DepartureControl />, { store: ctx.store, styles: [directionsCss] });
  const input = () => mounted.query<HTMLInputElement>('[data-departure-input]')!;
  return {
    ...ctx,
    ...mounted,
    input,
    described: () =>
      (input().getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => mounted.shadow.getElementById(id)?.textContent ?? '')
        .filter((text) => text !== ''),
    pick: async (value) => {
      await mounted.act(() => {
        // The prototype's setter, past React's own tracking of the value, so React sees the change.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), value);
        input().dispatchEvent(new Event('input', { bubbles: true }));
      });
      await mounted.act(() => ctx.timers.advance(DEPARTURE_COMMIT_DELAY_MS));
    },
  };
}

const HINT = 'Opening hours are checked for the time you reach each station.';
const PAST = 'That time has passed: leaving now.';

describe('departure field', () => {
  let h: Harness;
  afterEach(async () => {
    await h.unmount();
  });

  it('takes times from the current minute to 364 days ahead: a past time or one further ahead is refused, says so, and leaves now', async () => {
    h = await mount();
    const now = h.timers.now();
    expect([h.input().min, h.input().max]).to.deep.equal([toLocalInputValue(now), toLocalInputValue(now + 364 * DAY_MS)]);

    await h.pick(toLocalInputValue(now + 2 * 3_600_000));
    expect(h.store.get(departureAtom)).to.equal(new Date(now + 2 * 3_600_000).toISOString());
    expect(h.described()).to.deep.equal([HINT]);
    // The minute on show as "now" is taken; the one before is past.
    await h.pick(toLocalInputValue(now));
    expect(h.store.get(departureAtom)).to.equal(new Date(now).toISOString());
    await h.pick(toLocalInputValue(now - 60_000));
    expect(h.store.get(departureAtom)).to.equal(null);
    expect(h.described()).to.deep.equal([HINT, PAST]);

    await h.pick(toLocalInputValue(now + 2 * 3_600_000));
    expect(h.store.get(departureAtom)).to.not.equal(null);
    expect(h.described()).to.deep.equal([HINT]);
    await h.pick('2025-01-01T10:00');
    expect(h.store.get(departureAtom)).to.equal(null);
    expect(h.input().value).to.equal(toLocalInputValue(now));
    expect(h.query('[data-departure-now]')!.textContent).to.equal('Leaving now');
    expect(h.query('[data-departure-message]')!.textContent).to.equal(PAST);
    expect(h.query('[data-departure-message]')!.getAttribute('role')).to.equal('status');
    expect(h.described()).to.deep.equal([HINT, PAST]);

    await h.pick(toLocalInputValue(now + 364 * DAY_MS + 60_000));
    expect(h.store.get(departureAtom)).to.equal(null);
    expect(h.described()).to.deep.equal([HINT, 'A departure can be at most 364 days ahead: leaving now.']);

    // A time that is taken clears the message.
    await h.pick(toLocalInputValue(now + 364 * DAY_MS));
    expect(h.store.get(departureAtom)).to.not.equal(null);
    expect(h.query('[data-departure-message]')!.textContent).to.equal('');
    expect(h.described()).to.deep.equal([HINT]);
  });

  it('emptying the field, part by part by keyboard, returns to leaving now; a half-typed field is not taken as empty', async () => {
    h = await mount();
    const now = h.timers.now();
    const chosen = toLocalInputValue(now + DAY_MS);
    await h.pick(chosen);
    expect(h.store.get(departureAtom)).to.not.equal(null);

    const input = h.input();
    input.focus();
    // The first part cleared: the field reads empty, but is half-typed. Nothing changes, nothing is written in.
    await h.act(() => sendKeys({ press: 'Backspace' }));
    expect(input.validity.badInput).to.equal(true);
    await h.act(() => h.timers.advance(DEPARTURE_COMMIT_DELAY_MS));
    expect(h.store.get(departureAtom)).to.not.equal(null);
    expect(input.validity.badInput).to.equal(true);

    for (let part = 0; part < 8 && input.validity.badInput; part += 1) {
      await h.act(() => sendKeys({ press: 'ArrowRight' }));
      await h.act(() => sendKeys({ press: 'Backspace' }));
    }
    expect([input.value, input.validity.badInput]).to.deep.equal(['', false]);
    await h.act(() => h.outsideButton.focus());
    await h.act(() => h.timers.advance(DEPARTURE_COMMIT_DELAY_MS));
    expect(h.store.get(departureAtom)).to.equal(null);
    expect(h.query('[data-departure-now]')).to.not.equal(null);
    expect(input.value).to.equal(toLocalInputValue(h.timers.now()));
    expect(h.query('[data-departure-message]')!.textContent).to.equal('');
  });

  it('a field left half-typed shows the time in use again', async () => {
    h = await mount();
    const chosen = toLocalInputValue(h.timers.now() + DAY_MS);
    await h.pick(chosen);
    const input = h.input();
    input.focus();
    await h.act(() => sendKeys({ press: 'Backspace' }));
    expect(input.validity.badInput).to.equal(true);
    await h.act(() => h.outsideButton.focus());
    expect(input.value).to.equal(chosen);
    expect(h.store.get(departureAtom)).to.equal(new Date(Date.parse(chosen)).toISOString());
  });

  it('reads and shows the departure in the route\'s time zone when the config names one, and says which', async () => {
    // The QA case: a visitor in Berlin planning a UK drive typed 06:30 and got a departure of 05:30 UK
    // time. Here the route's zone is Berlin's and the clock's 12:00 UTC is 13:00 there, whatever zone the
    // test browser runs in.
    h = await mount({ directions: { timeZone: 'Europe/Berlin' } });
    expect(h.input().value).to.equal('2026-02-18T13:00');
    expect(h.input().min).to.equal('2026-02-18T13:00');
    expect(h.shadow.querySelector('[data-departure-zone]')!.textContent).to.equal('Times: Central European Time. ');
    await h.pick('2026-02-18T18:30');
    expect(h.store.get(departureAtom)).to.equal('2026-02-18T17:30:00.000Z');
    // One minute before the clock, in that zone: refused.
    await h.pick('2026-02-18T12:59');
    expect(h.store.get(departureAtom)).to.equal(null);
    expect(h.described()).to.include(PAST);
  });
});

