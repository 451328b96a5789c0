/** Entry of the preview frame (`/builder/preview`): the element fills the frame, nothing else. */
const sheet = new CSSStyleSheet();
sheet.replaceSync('html,body{margin:0;height:100%}station-locator{--station-locator-height:100vh}');
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
