/**
 * Steps of directions mode on the demo that several end-to-end files take (find a waypoint by its label,
 * pick a town, wait for the route's legs, read the map's route markers, open the stations along a route).
 */
import type { Page } from 'playwright-core';
import { text, type Locale } from './strings';

export const waypoint = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** Types a town into a waypoint and picks its place completion. */
export async function chooseTown(page: Page, name: string, town: string): Promise<void> {
  const input = waypoint(page, name);
  await input.click();
  await input.fill(town);
  const option = page.getByRole('option', { name: new RegExp(`^${town}`, 'i') }).first();
  await option.waitFor({ timeout: 15_000 });
  await option.click();
  await assertValue(page, name, new RegExp(town, 'i'));
}

export async function assertValue(page: Page, name: string, value: RegExp): Promise<void> {
  await page.waitForFunction(
    ([label, source]) => {
      const root = document.querySelector('station-locator')?.shadowRoot;
      const labelElement = [...(root?.querySelectorAll('label') ?? [])].find((candidate) => candidate.textContent === label);
      const input = labelElement ? root?.getElementById(labelElement.htmlFor) : null;
      return input instanceof HTMLInputElement && new RegExp(source, 'i').test(input.value);
    },
    [name, value.source] as const,
    { timeout: 10_000 },
  );
}

/** The itinerary's legs once a route is shown (waits for it). */
export async function legCount(page: Page, expected: number): Promise<void> {
  await page.waitForFunction(
    (count) => document.querySelector('station-locator')?.shadowRoot?.querySelectorAll('[data-itinerary-leg]').length === count,
    expected,
    { timeout: 15_000 },
  );
}

/** The lettered route markers the map shows. */
export function routeMarkers(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(document.querySelector('station-locator')?.shadowRoot?.querySelectorAll('.sl-route-marker') ?? [])].map((marker) => marker.textContent ?? ''));
}

export async function openDirections(page: Page, locale: Locale): Promise<void> {
  await page.getByRole('button', { name: text(locale, 'search.directions') }).click();
  await waypoint(page, text(locale, 'directions.waypoint.origin')).waitFor({ timeout: 10_000 });
}

/** From search mode: a route from `origin` to `destination` (each typed and picked), then the stations along it. */
export async function openStationsAlongRoute(page: Page, locale: Locale, origin: string, destination: string): Promise<void> {
  await openDirections(page, locale);
  await chooseTown(page, text(locale, 'directions.waypoint.origin'), origin);
  await chooseTown(page, text(locale, 'directions.waypoint.destination'), destination);
  await legCount(page, 1);
  await page.locator('station-locator [data-show-stations]').click();
}
