/**
 * Per-file setup for the e2e tests: the demo server (shared, from E2E_BASE_URL set by run.ts, or started
 * here when a file is run on its own) and one Chromium for the file. Both are closed in `after`, which
 * node:test runs even when a test failed.
 */
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, startDemo, type DemoProcess } from './harness';

export interface E2EEnvironment {
  /** http://127.0.0.1:PORT/ */
  readonly baseUrl: string;
  readonly browser: Browser;
}

export function setUpDemoAndBrowser(): E2EEnvironment {
  let demo: DemoProcess | undefined;
  let browser: Browser | undefined;
  let baseUrl = process.env.E2E_BASE_URL ?? '';
  before(async () => {
    const [started, launched] = await Promise.all([baseUrl ? Promise.resolve(undefined) : startDemo(), launchBrowser()]);
    demo = started;
    if (started) baseUrl = started.url;
    browser = launched;
  });
  after(async () => {
    await browser?.close();
    await demo?.stop();
  });
  return {
    get baseUrl() {
      return baseUrl;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not running (before() failed)');
      return browser;
    },
  };
}
