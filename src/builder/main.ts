/** Entry of the builder page (`/builder`, served by the reference API): its stylesheet, then the app. */
import { Builder } from './app';
import css from './styles.css';

const sheet = new CSSStyleSheet();
sheet.replaceSync(css);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const root = document.getElementById('builder');
if (root) void new Builder(root).start();
