// Text imports. rollup (the text plugin in rollup.config.mjs) and the test runner (esbuild `text` loader)
// both turn these files into a module whose default export is the file's text.

declare module '*.css' {
  const css: string;
  export default css;
}

declare module '*.csv' {
  const csv: string;
  export default csv;
}
