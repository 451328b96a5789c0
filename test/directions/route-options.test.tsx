import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { corridorRadiusScale } from '../../src/directions/corridor-radius';
import { corridorRadiusAtom, fuelPlanAtom, routeAvoidanceAtom } from '../../src/directions/directions-atoms';
import { routeOptionsBadgeCount, routeOptionsState } from '../../src/directions/route-options';
import { RouteOptionsButton } from '../../src/directions/route-options-button';
import { RouteOptionsPanel } from '../../src/directions/route-options-panel';
import { RADIUS_COMMIT_DELAY_MS } from '../../src/directions/route-options-atoms';
import { KILOMETRES_PER_MILE, modalAtom, openDirectionsAtom, toggleModalAtom, toolButtonStyles } from '../../src/shared';
import { mountInShadow, type ShadowMount } from '../helpers/mount-in-shadow';
import { createSearchContext, type SearchTestContext } from '../search/helpers/search-context';

describe('route options: rules', () => {
  it('counts the enabled avoid flags plus one for a radius other than the default (spec section 9)', () => {
    const scale = corridorRadiusScale({ value: 5, min: 1, max: 25, step: 1 });
    expect(routeOptionsBadgeCount({ avoidTolls: false, avoidHighways: false }, 5, scale)).to.equal(0);
    expect(routeOptionsBadgeCount({ avoidTolls: true, avoidHighways: false }, 5, scale)).to.equal(1);
    expect(routeOptionsBadgeCount({ avoidTolls: true, avoidHighways: true }, 5, scale)).to.equal(2);
    expect(routeOptionsBadgeCount({ avoidTolls: true, avoidHighways: true }, 10, scale)).to.equal(3);
    expect(routeOptionsBadgeCount({ avoidTolls: false, avoidHighways: false }, 1, scale)).to.equal(1);
    // 3 mi (4.83 km) is not the configured 5 km.
    expect(routeOptionsBadgeCount({ avoidTolls: false, avoidHighways: false }, 3 * KILOMETRES_PER_MILE, scale)).to.equal(1);
  });

  it('speaks the spec\'s route options state (driving, no driving distances)', () => {
    expect(routeOptionsState({ avoidTolls: true, avoidHighways: false, avoidFerries: false }, 7, { min: 1, max: 25, step: 1 })).to.deep.equal({
      avoid_tolls: true,
      avoid_highways: false,
      avoid_ferries: false,
      corridor_radius: { value: 7, range: { min: 1, max: 25 }, steps: 1 },
      travel_mode: 'driving',
      driving_distances: false,
    });
  });
});

interface Harness extends SearchTestContext, ShadowMount {
  panel(): HTMLElement | null;
  button(): HTMLButtonElement;
  slider(): HTMLInputElement;
}

async function mount(remote?: Record<string, unknown>, locale?: 'de_DE' | 'en_GB'): Promise<Harness> {
  const ctx = createSearchContext({ remote, ...(locale ? { locale } : {}) });
  ctx.store.set(openDirectionsAtom);
  const node = (
    <>
      <RouteOptionsButton />
      <RouteOptionsPanel />
    </>
  );
  const mounted = await mountInShadow(node, { store: ctx.store, styles: [toolButtonStyles] });
  return {
    ...ctx,
    ...mounted,
    panel: () => mounted.shadow.querySelector('[data-route-options]'),
    button: () => mounted.shadow.querySelector<HTMLButtonElement>('[data-route-options-toggle]')!,
    slider: () => mounted.shadow.querySelector<HTMLInputElement>('[data-corridor-radius]')!,
  };
}

describe('route options panel', () => {
  let h: Harness;
  afterEach(async () => {
    await h.unmount();
  });

  it('the button toggles the panel, which takes the focus and gives it back on Escape', async () => {
    h = await mount();
    expect(h.button().getAttribute('aria-expanded')).to.equal('false');
    await h.act(() => h.button().click());
    expect(h.store.get(modalAtom)).to.equal('RouteOptions');
    expect(h.panel()).to.not.equal(null);
    expect(h.shadow.activeElement).to.equal(h.panel());
    expect(h.panel()!.getAttribute('aria-labelledby')).to.not.equal(null);
    await h.act(() => sendKeys({ press: 'Escape' }));
    expect(h.store.get(modalAtom)).to.equal('none');
    expect(h.shadow.activeElement).to.equal(h.button());
    await h.act(() => h.button().click());
    await h.act(() => h.button().click());
    expect(h.store.get(modalAtom)).to.equal('none');
  });

  const shiftTab = async () => {
    await h.act(() => sendKeys({ down: 'Shift' }));
    await h.act(() => sendKeys({ press: 'Tab' }));
    await h.act(() => sendKeys({ up: 'Shift' }));
  };

  it('Tab past its last control, or Shift+Tab before its first, closes it and gives focus back to its button', async () => {
    h = await mount();
    await h.act(() => h.button().click());
    expect(h.shadow.activeElement === h.panel()).to.equal(true);
    // Shift+Tab from the panel just opened: back to the button, not on past the element.
    await shiftTab();
    expect(h.store.get(modalAtom)).to.equal('none');
    expect(h.shadow.activeElement === h.button()).to.equal(true);

    await h.act(() => h.button().click());
    const last = h.shadow.querySelector<HTMLInputElement>('[data-worth-consumption]')!;
    last.focus();
    // Shift+Tab inside goes back a control; the panel stays.
    await shiftTab();
    expect(h.store.get(modalAtom)).to.equal('RouteOptions');
    await h.act(() => sendKeys({ press: 'Tab' }));
    expect(h.shadow.activeElement === last).to.equal(true);
    await h.act(() => sendKeys({ press: 'Tab' }));
    expect(h.store.get(modalAtom)).to.equal('none');
    expect(h.shadow.activeElement === h.button()).to.equal(true);
  });

  it('closes on its close button and on an interaction outside it', async () => {
    h = await mount();
    await h.act(() => h.store.set(toggleModalAtom, 'RouteOptions'));
    await h.act(() => h.shadow.querySelector<HTMLButtonElement>('.route-options__close')!.click());
    expect(h.store.get(modalAtom)).to.equal('none');
    await h.act(() => h.store.set(toggleModalAtom, 'RouteOptions'));
    await h.act(() => {
      h.outsideButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    });
    expect(h.store.get(modalAtom)).to.equal('none');
  });

  it('toggles the avoid flags, counted on the badge and reported', async () => {
    h = await mount();
    await h.act(() => h.store.set(toggleModalAtom, 'RouteOptions'));
    await h.act(() => h.shadow.querySelector<HTMLInputElement>('[data-avoid-tolls]')!.click());
    await h.act(() => h.shadow.querySelector<HTMLInputElement>('[data-avoid-highways]')!.click());
    expect(h.store.get(routeAvoidanceAtom)).to.deep.include({ avoidTolls: true, avoidHighways: true });
    expect(h.shadow.querySelector('[data-route-options-badge]')!.textContent).to.equal('2');
    expect(h.button().textContent).to.contain(', 2 changed');
    expect(h.analytics.filter((event) => event.name === 'route_options_changed').map((event) => event.params)).to.deep.equal([
      // The locator reads miles; the default radius is the configured 5 km all the same.
      { avoid_tolls: true, avoid_highways: false, corridor_radius: 5 },
      { avoid_tolls: true, avoid_highways: true, corridor_radius: 5 },
    ]);
  });

  it('moves the radius by keyboard in the config\'s kilometres, labelled in miles where distances read in miles, and commits 250 ms after the last change', async () => {
    h = await mount();
    await h.act(() => h.store.set(toggleModalAtom, 'RouteOptions'));
    const slider = h.slider();
    // The config's 1 to 25 km in steps of 1 km, 5 by default: miles only label them (not 1 to 15.5 mi, 3 mi sent as 4.83 km).
    expect([slider.min, slider.max, slider.step, slider.value]).to.deep.equal(['1', '25', '1', '5']);
    expect(slider.getAttribute('aria-valuetext')).to.equal('3.1 mi');
    expect(h.store.get(corridorRadiusAtom)).to.equal(5);
    expect(h.shadow.querySelector('[data-route-options-badge]')).to.equal(null);
    slider.focus();
    await h.act(() => sendKeys({ press: 'ArrowRight' }));
    await h.act(() => sendKeys({ press: 'ArrowRight' }));
    await waitUntil(() => slider.value === '7', 'the slider did not move');
    expect(slider.getAttribute('aria-valuetext')).to.equal('4.3 mi');
    // Not committed yet: still within the 250 ms after the last change.
    await h.act(() => h.timers.advance(RADIUS_COMMIT_DELAY_MS - 1));
    expect(h.store.get(corridorRadiusAtom)).to.equal(5);
    await h.act(() => h.timers.advance(1));
    expect(h.store.get(corridorRadiusAtom)).to.equal(7);
    expect(h.shadow.querySelector('[data-route-options-badge]')!.textContent).to.equal('1');
    expect(h.analytics.filter((event) => event.name === 'route_options_changed')).to.have.length(1);
  });

  it('moves the radius in the config\'s kilometre steps where distances read in kilometres', async () => {
    h = await mount({ intlData: { formats: { number: { distance: { unit: 'kilometer' } } } } });
    await h.act(() => h.store.set(toggleModalAtom, 'RouteOptions'));
    const slider = h.slider();
    expect([slider.min, slider.max, slider.step, slider.value]).to.deep.equal(['1', '25', '1', '5']);
    expect(slider.getAttribute('aria-valuetext')).to.equal('5 km');
    slider.focus();
    await h.act(() => sendKeys({ press: 'ArrowRight' }));
    await waitUntil(() => slider.value === '6', 'the slider did not move');
    await h.act(() => h.timers.advance(RADIUS_COMMIT_DELAY_MS));
    expect(h.store.get(corridorRadiusAtom)).to.equal(6);
  });

  it('sets the fuel, the litres and the consumption that "is the detour worth it?" uses, by keyboard', async () => {
    h = await mount();
    await h.act(() => h.button().click());
    const label = (input: Element) => h.shadow.querySelector(`label[for="${input.id}"]`)!.textContent;
    const fuel = h.shadow.querySelector<HTMLSelectElement>('[data-worth-fuel]')!;
    const litres = h.shadow.querySelector<HTMLInputElement>('[data-worth-litres]')!;
    const consumption = h.shadow.querySelector<HTMLInputElement>('[data-worth-consumption]')!;
    // The locator reads miles, so consumption reads in UK mpg: 7 l/100 km is 40.4 mpg.
    expect([label(fuel), label(litres), label(consumption)]).to.deep.equal(['Fuel to compare prices', 'Top-up in litres', 'Fuel economy in mpg']);
    expect([fuel.value, litres.value, consumption.value]).to.deep.equal(['E10', '40', '40.4']);
    fuel.focus();
    await h.act(() => sendKeys({ press: 'ArrowDown' }));
    litres.focus();
    litres.select();
    await h.act(() => sendKeys({ type: '25' }));
    consumption.focus();
    await h.act(() => sendKeys({ press: 'ArrowUp' }));
    // 40.5 mpg, kept as litres per 100 km.
    const plan = h.store.get(fuelPlanAtom);
    expect({ fuel: plan.fuel, litres: plan.litres }).to.deep.equal({ fuel: 'E5', litres: 25 });
    expect(plan.litresPer100Km).to.be.closeTo(282.481 / 40.5, 1e-3);
  });

  it('reads consumption in l/100 km where distances read in kilometres', async () => {
    h = await mount({ intlData: { formats: { number: { distance: { unit: 'kilometer' } } } } });
    await h.act(() => h.button().click());
    const consumption = h.shadow.querySelector<HTMLInputElement>('[data-worth-consumption]')!;
    expect(h.shadow.querySelector(`label[for="${consumption.id}"]`)!.textContent).to.equal('Consumption in l/100 km');
    expect(consumption.value).to.equal('7');
    consumption.focus();
    await h.act(() => sendKeys({ press: 'ArrowUp' }));
    expect(h.store.get(fuelPlanAtom).litresPer100Km).to.equal(7.1);
  });
});

describe('route options panel: litres and consumption out of range', () => {
  let h: Harness;
  afterEach(async () => {
    await h.unmount();
  });

  /** The field's message, found the way assistive technology finds it: through aria-describedby. */
  const messageOf = (input: HTMLInputElement) => {
    const id = input.getAttribute('aria-describedby');
    return id ? (h.shadow.getElementById(id)?.textContent ?? null) : null;
  };

  async function retype(input: HTMLInputElement, text: string) {
    input.focus();
    input.select();
    await h.act(() => sendKeys(text === '' ? { press: 'Backspace' } : { type: text }));
  }

  it('does not use an empty value or one outside the field\'s range, marks the field and says the range; a valid value clears it', async () => {
    h = await mount();
    await h.act(() => h.button().click());
    const litres = h.shadow.querySelector<HTMLInputElement>('[data-worth-litres]')!;
    const consumption = h.shadow.querySelector<HTMLInputElement>('[data-worth-consumption]')!;
    const before = h.store.get(fuelPlanAtom);
    expect([litres.getAttribute('aria-invalid'), messageOf(litres)]).to.deep.equal(['false', null]);

    for (const bad of ['9999', '0', '-10', '']) {
      await retype(litres, bad);
      expect(h.store.get(fuelPlanAtom).litres, bad).to.equal(before.litres);
      expect(litres.getAttribute('aria-invalid'), bad).to.equal('true');
      expect(messageOf(litres), bad).to.equal('Enter 1 to 200 litres');
      // What the visitor typed stays as typed.
      expect(litres.value, bad).to.equal(bad);
    }
    // The locator reads miles: consumption is in mpg, and so is its range.
    for (const bad of ['0', '-3', '301']) {
      await retype(consumption, bad);
      expect(h.store.get(fuelPlanAtom).litresPer100Km, bad).to.equal(before.litresPer100Km);
      expect(consumption.getAttribute('aria-invalid'), bad).to.equal('true');
      expect(messageOf(consumption), bad).to.equal('Enter 1 to 300 mpg');
    }

    await retype(litres, '200');
    await retype(consumption, '50');
    expect(h.store.get(fuelPlanAtom).litres).to.equal(200);
    expect(h.store.get(fuelPlanAtom).litresPer100Km).to.be.closeTo(282.481 / 50, 1e-3);
    for (const input of [litres, consumption]) {
      expect(input.getAttribute('aria-invalid')).to.equal('false');
      expect(messageOf(input)).to.equal(null);
    }
    expect(h.shadow.querySelectorAll('[data-worth-error]')).to.have.length(0);
  });

  it('says the consumption range in l/100 km where distances read in kilometres', async () => {
    h = await mount({ intlData: { formats: { number: { distance: { unit: 'kilometer' } } } } });
    await h.act(() => h.button().click());
    const consumption = h.shadow.querySelector<HTMLInputElement>('[data-worth-consumption]')!;
    await retype(consumption, '51');
    expect(h.store.get(fuelPlanAtom).litresPer100Km).to.equal(7);
    expect(consumption.getAttribute('aria-invalid')).to.equal('true');
    expect(messageOf(consumption)).to.equal('Enter 1 to 50 l/100 km');
    await retype(consumption, '6.5');
    expect(h.store.get(fuelPlanAtom).litresPer100Km).to.equal(6.5);
    expect(messageOf(consumption)).to.equal(null);
  });

  it("reads a decimal comma or point whatever the browser's language, shows and steps amounts in the locale's", async () => {
    h = await mount({ intlData: { formats: { number: { distance: { unit: 'kilometer' } } } } }, 'de_DE');
    await h.act(() => h.button().click());
    const litres = h.shadow.querySelector<HTMLInputElement>('[data-worth-litres]')!;
    const consumption = h.shadow.querySelector<HTMLInputElement>('[data-worth-consumption]')!;
    expect([litres.value, consumption.value]).to.deep.equal(['40', '7']);
    // The headless browser's language is English: its number input dropped the comma and used 65.
    await retype(consumption, '6,5');
    expect(h.store.get(fuelPlanAtom).litresPer100Km).to.equal(6.5);
    expect([consumption.value, consumption.getAttribute('aria-invalid')]).to.deep.equal(['6,5', 'false']);
    await h.act(() => sendKeys({ press: 'ArrowUp' }));
    expect(h.store.get(fuelPlanAtom).litresPer100Km).to.equal(6.6);
    expect(consumption.value, 'stepped, in the locale').to.equal('6,6');
    await retype(consumption, '5.8');
    expect(h.store.get(fuelPlanAtom).litresPer100Km).to.equal(5.8);
    await retype(litres, '32,5');
    expect(h.store.get(fuelPlanAtom).litres).to.equal(32.5);
    for (const bad of ['6,5,1', '1.000', 'sechs', '-2']) {
      await retype(consumption, bad);
      expect(h.store.get(fuelPlanAtom).litresPer100Km, bad).to.equal(5.8);
      expect(consumption.getAttribute('aria-invalid'), bad).to.equal('true');
    }
    await h.act(() => sendKeys({ press: 'ArrowDown' }));
    expect(h.store.get(fuelPlanAtom).litresPer100Km, 'a step from the amount in use').to.equal(5.7);
    expect(consumption.getAttribute('aria-invalid')).to.equal('false');
  });
});
