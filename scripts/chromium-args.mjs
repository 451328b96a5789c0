// Flags for Debian's Chromium on this project's machines, shared by the browser tests (WTR), the
// end-to-end suite and the screenshot scripts. We run as root, so no sandbox; the network is closed,
// so none of Chromium's own background connections (see ../shared/reference/toolchain.md). Our own map
// draws with WebGL: headless Chromium has no GPU here and gives WebGL through SwiftShader only when
// allowed to (`--enable-unsafe-swiftshader`; `--use-gl=swiftshader` gives none). `--disable-gpu` stays:
// it keeps Chromium off a GPU process it cannot use, and WebGL still runs on SwiftShader beside it.
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);

// For the benchmarks, which time the main thread: Chromium composites on a GPU process (SwiftShader
// behind ANGLE), as a phone or a laptop with a GPU does. With `--disable-gpu` the compositor is software
// and reads every WebGL frame back on the page's main thread (glReadPixels in the frame's commit: 30-300 ms
// a MapLibre frame here), which no visitor's browser does. The tests keep CHROMIUM_ARGS.
export const BENCH_CHROMIUM_ARGS = Object.freeze([...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu'), '--use-angle=swiftshader']);

// The benches' browser: Debian's `chromium-headless-shell` (Playwright's own choice for headless
// Chromium), the same engine without the browser's window. The full `chromium`, headless, still lays out
// and draws its tab strip, toolbar and their animations (a tab's loading throbber, the address bar's chips)
// through the same GPU; with SwiftShader that is 20-90 ms of a core per browser frame for some 300 ms
// after each navigation, on a machine of two cores, and the first list took 2.4 times as long
// (docs/benchmarks.md, Which browser). A visitor's browser draws its own window on a GPU, not on the
// page's cores.
export const BENCH_CHROME_PATH = process.env.BENCH_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
