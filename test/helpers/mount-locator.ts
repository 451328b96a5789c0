/**
 * Mounts `<station-locator>` with test services set before it connects (the element's test seam), and
 * removes it after each test.
 */
import '../../src/station-locator';
import { waitUntil } from '@open-wc/testing';
import type { StationLocatorElement } from '../../src';
import type { ConfigOverride } from '../../src/config';
import type { LocatorServices } from '../../src/shared';

const mounted: HTMLElement[] = [];

afterEach(() => {
  for (const element of mounted.splice(0)) element.remove();
});

export interface MountOptions {
  attributes?: Record<string, string>;
  services: LocatorServices;
  config?: ConfigOverride;
  watchlist?: string[];
  parent?: HTMLElement;
}

export function mountLocator({ attributes = {}, services, config, watchlist, parent = document.body }: MountOptions): StationLocatorElement {
  const element = document.createElement('station-locator');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.services = services;
  if (config) element.config = config;
  if (watchlist) element.watchlist = watchlist;
  parent.append(element);
  mounted.push(element);
  return element;
}

export function shadowOf(element: HTMLElement): ShadowRoot {
  if (!element.shadowRoot) throw new Error('no open shadow root');
  return element.shadowRoot;
}

/** Waits until `selector` matches inside the element's shadow root, and returns the match. */
export async function waitForShadow<T extends Element = HTMLElement>(element: HTMLElement, selector: string): Promise<T> {
  await waitUntil(() => shadowOf(element).querySelector(selector), `waiting for ${selector}`, { timeout: 3000 });
  return shadowOf(element).querySelector(selector) as T;
}

/**
 * Resolves after a few macrotasks: long enough for React to have rendered anything it was going to.
 * (Not requestAnimationFrame: it can stall in a page the browser considers in the background.)
 */
export async function settle(ticks = 5): Promise<void> {
  for (let i = 0; i < ticks; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}
