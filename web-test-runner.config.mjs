// Browser tests: `npm run test:web` (all) or `npx wtr --files test/foo/bar.test.ts` (one file).
// Runs in Debian's Chromium (see ../shared/reference/toolchain.md for why each piece is here).
import { createReadStream } from 'node:fs';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { cjsVendorPlugin } from './scripts/wtr-react-vendor.mjs';
import { countReporter } from './scripts/wtr-count-reporter.mjs';
import { slowestFilesReporter } from './scripts/slowest-test-files.mjs';
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';

/** Google's hosts never resolve in the test browser: no test may reach the real Maps platform. */
const BLOCKED_HOSTS = ['*.googleapis.com', '*.gstatic.com', 'maps.google.com', '*.google.com', 'google.com'];
const hostResolverRules = BLOCKED_HOSTS.map((host) => `MAP ${host} ~NOTFOUND`).join(', ');

export default {
  files: ['test/**/*.test.{ts,tsx}'],
  nodeResolve: { browser: true },
  coverage: true,
  coverageConfig: {
    include: ['src/**'],
    exclude: ['**/*.css', '**/*.json', '**/*.csv', 'node_modules/**'],
    report: true,
    reportDir: 'coverage',
    reporters: ['text-summary', 'lcov'],
  },
  testFramework: { config: { timeout: 5000 } },
  // Our own map starts MapLibre's worker from beside its module (src/map/maplibre/engine.ts), where rollup
  // copies the file in builds; here the file is served from the package.
  middleware: [
    (context, next) => {
      if (!context.path.endsWith('/maplibre-gl-worker.mjs')) return next();
      context.type = 'text/javascript';
      context.body = createReadStream('node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs');
      return undefined;
    },
  ],
  browserStartTimeout: 60000,
  testsFinishTimeout: 180000,
  // One test page at a time: a page that is not in front loses focus events, and the combobox, list and
  // dialog tests are about focus. Side by side they flaked; one by one they are deterministic.
  concurrency: 1,
  plugins: [
    cjsVendorPlugin(),
    esbuildPlugin({
      ts: true,
      tsx: true,
      target: 'es2022',
      tsconfig: 'tsconfig.json',
      loaders: { '.css': 'text', '.csv': 'text', '.json': 'json' },
    }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          ...CHROMIUM_ARGS,
          // Keep timers and requestAnimationFrame running even when the test page is not in front
          // (map idle callbacks, canvas rendering).
          '--disable-renderer-backgrounding',
          '--disable-background-timer-throttling',
          '--disable-backgrounding-occluded-windows',
          `--host-resolver-rules=${hostResolverRules}`,
        ],
      },
    }),
  ],
  // The source reads the runtime mode from `process.env.NODE_ENV` when a page defines it:
  // tests run in 'test' mode (a missing translation shows its key; see src/i18n/create-i18n.ts).
  testRunnerHtml: (testFramework) => `<!doctype html>
<html>
  <head><meta charset="utf-8"></head>
  <body>
    <script>window.process = { env: { NODE_ENV: 'test' } };</script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
  // @open-wc/testing's `html` helper announces Lit's dev mode in every file: noise.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  // The slowest ten files' table, then the closing count line (CI reads the last line).
  reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: !process.env.CI }), slowestFilesReporter(), countReporter()],
};
