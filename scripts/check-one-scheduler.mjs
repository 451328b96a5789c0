// Quality gate: the app sets the render slices of React's scheduler (src/app/render-slices.ts), so the
// `scheduler` it imports must be the one react-dom renders with. Two copies (react-dom moving to another
// scheduler version than package.json's) would leave the app setting a scheduler nothing renders with.
import { createRequire } from 'node:module';

const ours = createRequire(import.meta.url).resolve('scheduler');
const reactDoms = createRequire(createRequire(import.meta.url).resolve('react-dom')).resolve('scheduler');
if (ours !== reactDoms) {
  console.error(`scheduler: the app's (${ours}) is not react-dom's (${reactDoms}); align package.json with react-dom's dependency`);
  process.exit(1);
}
console.log('scheduler: one copy, react-dom\'s');
