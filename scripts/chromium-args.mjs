// Flags for Debian's Chromium on this project's machines, shared by the browser tests (WTR), the
// end-to-end suite and the screenshot scripts. We run as root, so no sandbox; the network is closed,
// so none of Chromium's own background connections (see ../shared/reference/toolchain.md).
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);
