import { launchBrowser, openPage, startDemo } from '../test/e2e/harness.ts';
const demo = await startDemo({ env: { CLUSTER_THRESHOLD: '10000' } });
const browser = await launchBrowser();
try {
  const base = demo.url;
  const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  await page.route(`${base}bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><head><meta charset="utf-8"><title>b</title><script type="module" src="/dist/station-locator.bundle.js"></script></head><body></body></html>' }));
  await page.goto(`${base}bench.html`);
  await page.waitForFunction(() => customElements.get('station-locator') !== undefined);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const mode = process.argv[2] ?? 'first';
  const res = await page.evaluate(async (mode) => {
    const view = mode === 'first' ? '53.7997,-1.5492,11z' : '52.75,-1.6,8.3z';
    history.replaceState(null, '', `#/@${view}`);
    const tasks: [number, number][] = [];
    new PerformanceObserver((l) => tasks.push(...l.getEntries().map((e): [number, number] => [Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask' });
    const t0 = performance.now();
    const el = document.createElement('station-locator');
    el.setAttribute('resource', 'uk-fuel'); el.setAttribute('config-env', 'prod'); el.setAttribute('locale', 'en_GB'); el.style.width = '1280px';
    document.body.append(el);
    await new Promise<void>((r) => { const c = () => (el.shadowRoot?.querySelector('.nearest-list li') ? r() : requestAnimationFrame(c)); c(); });
    const tList = performance.now() - t0;
    if (mode === 'pan') {
      await new Promise((r) => setTimeout(r, 1500));
      const map = el.shadowRoot!.querySelector<HTMLElement>('[part="map"] [role="region"]')!;
      for (let i = 0; i < 3; i++) { map.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true })); await new Promise((r) => setTimeout(r, 1200)); }
    }
    await new Promise((r) => setTimeout(r, 300));
    const res = performance.getEntriesByType('resource').filter((e) => /api|config|chunk/.test(e.name)).map((e) => `${new URL(e.name).pathname.slice(-40)} ${Math.round(e.startTime - t0)}→${Math.round((e as PerformanceResourceTiming).responseEnd - t0)}`);
    return { tList, tasks: tasks.map(([s, d]) => [s - Math.round(t0), d]), res };
  }, mode);
  const { profile } = await cdp.send('Profiler.stop');
  console.log(JSON.stringify(res, null, 1));
  const self = new Map<string, number>();
  const dt = profile.timeDeltas ?? [];
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  (profile.samples ?? []).forEach((id, i) => {
    const n = byId.get(id)!; const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'));
} finally { await browser.close(); await demo.stop(); }
