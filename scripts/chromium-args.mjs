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

// For the benchmarks that time the main thread (bench:ui's element and map rows): Chromium composites on
// a GPU process (SwiftShader behind ANGLE), as a phone or a laptop with a GPU does. With `--disable-gpu`
// the compositor is software and reads every WebGL frame back on the page's main thread (glReadPixels in
// the frame's commit: 30-300 ms a MapLibre frame here), which no visitor's browser does. The phone rows
// keep CHROMIUM_ARGS: an Event Timing entry lasts until its frame is presented, and SwiftShader as the
// GPU rasterises and presents the whole page slowly (1x, quiet machine, one to three visits each: opening a
// station 176-200 ms against 16 ms, typing a town 72-584 ms against 24-32 ms). The tests keep CHROMIUM_ARGS.
export const BENCH_CHROMIUM_ARGS = Object.freeze([...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu'), '--use-angle=swiftshader']);
