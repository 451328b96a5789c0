// ESLint 10 flat config. `npm run lint` covers src, test, demo, server and the build scripts.
//
// Three groups of rules:
//  1. correctness: ESLint's recommended core rules, typescript-eslint (type-aware for the browser code,
//     where it is cheap: one program from tsconfig.json), react-hooks;
//  2. architecture: feature folders import each other only through their index.ts; imports flow one way,
//     down a strict layer order (a folder imports only lower layers, never a peer):
//       shared < i18n < api < config < map, resource-choice, watchlist < filters < locations < search
//         < directions < app < element
//     (see src/README.md); and no import cycle, type-only and dynamic imports included (src/ and server/src/);
//  3. embedding safety: no HTML sinks or eval (host pages may run a strict CSP), no hard-coded UI text.
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { noImportCycle } from './scripts/eslint/no-import-cycle.mjs';

/** eslint:recommended, read from the core rule metadata (the @eslint/js package is not installed). */
const eslintRecommended = Object.fromEntries(
  [...builtinRules].filter(([, rule]) => rule.meta?.docs?.recommended).map(([name]) => [name, 'error']),
);

// Node scripts; the browser names are for callbacks they run in a page (playwright's page.evaluate).
const nodeGlobals = Object.fromEntries(
  [
    'process', 'console', 'URL', 'Buffer', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'structuredClone', 'fetch',
    'window', 'document', 'navigator', 'performance', 'requestAnimationFrame',
  ].map((name) => [name, 'readonly']),
);

// ---- Architecture: layers and feature boundaries -------------------------------------------------
/**
 * Lower number = lower layer. A folder imports only the layers below its own: peers on one layer (which
 * do not need each other today) may not start to, so the order stays strict and acyclic. (src/builder is
 * the config builder's own page, outside the element: it reads config/theme.ts alone, not the config face.)
 */
const LAYERS = {
  shared: 0,
  i18n: 1,
  api: 2,
  config: 3,
  map: 4, 'resource-choice': 4, watchlist: 4,
  filters: 5,
  locations: 6,
  search: 7,
  directions: 8,
  app: 9,
  element: 10,
};
const FOLDERS = Object.keys(LAYERS);
/** The order as the lint messages and src/README.md write it. */
const ORDER = [...new Set(Object.values(LAYERS))]
  .map((layer) => FOLDERS.filter((folder) => LAYERS[folder] === layer).join(', '))
  .join(' < ');
/** Matches a relative import that leaves the current folder and enters `folder`. */
const into = (folder) => `^(\\.\\./)+${folder}`;

function boundaryPatterns(from) {
  const patterns = [
    { regex: '(^|/)server/', message: 'src/ never imports from server/ (the server may import type-only from src/api/contract.ts).' },
  ];
  for (const folder of FOLDERS) {
    if (folder === from) continue;
    if (LAYERS[folder] >= LAYERS[from]) {
      const why = LAYERS[folder] === LAYERS[from] ? 'a peer on its layer' : 'a higher layer';
      patterns.push({
        regex: `${into(folder)}(/|$)`,
        message: `Imports flow down one layer order: ${ORDER}. '${from}' may not import '${folder}' (${why}).`,
      });
    } else {
      // api/contract.js: the type-only wire contract, by path for files the server's tests also read (config/types.ts).
      const faces = folder === 'api' ? 'index(\\.tsx?)?$|contract\\.js$' : 'index(\\.tsx?)?$';
      patterns.push({
        regex: `${into(folder)}/(?!${faces}).+`,
        message: `Import '${folder}' through its public face '../${folder}' (index.ts), not a deep path.`,
      });
    }
  }
  return patterns;
}

/** Components read atoms with src/shared/use-atom-value.ts (why: there), from either of jotai's entries. */
const jotaiReaders = ['jotai/react', 'jotai'].map((name) => ({
  name,
  importNames: ['useAtomValue', 'useAtom'],
  message: "Read atoms with useAtomValue (or useAtomValueNow) from '../shared': jotai's renders every reader twice as it mounts.",
}));

const boundaryConfigs = [
  ...FOLDERS.map((folder) => ({
    name: `boundaries/${folder}`,
    files: [`src/${folder}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns(folder), paths: jotaiReaders }] },
  })),
  {
    name: 'boundaries/entry-points',
    files: ['src/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\./(?!element(/index)?$|element$)[^/]+/', message: 'The package entries expose the element folder only.' }] },
      ],
    },
  },
];

// ---- Embedding safety ----------------------------------------------------------------------------
const htmlSinks = [
  { selector: "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]", message: 'No HTML sinks: build DOM nodes, or sanitise in the one sanitiser module.' },
  { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'No HTML sinks: build DOM nodes instead.' },
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No HTML sinks: only the sanitiser module may render HTML.' },
];
const noUiLiterals = [
  { selector: 'JSXText[value=/\\S/]', message: 'User-visible text goes through i18n (t(...)): add a key to src/i18n/locales/*.json.' },
  {
    selector: "JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder|label)$/] > Literal",
    message: 'User-visible text goes through i18n (t(...)).',
  },
];

export default tseslint.config(
  {
    // test/host-project: a host's own project, type-checked against the built declarations by scripts/check-host-types.mjs.
    ignores: ['dist/**', 'coverage/**', 'node_modules/**', '.wtr-vendor/**', 'server/data/**', '**/*.d.ts.map', 'test/host-project/**'],
  },
  { name: 'eslint/recommended', rules: eslintRecommended },
  ...tseslint.configs.recommended,
  {
    name: 'js/node-scripts',
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
    // A script may still say `/* global window */`; that is not a redeclaration worth failing on.
    rules: { 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  // Type-aware rules for the browser code: one TS program from tsconfig.json.
  {
    name: 'ts/type-checked',
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      // Re-rejecting a caught error or an AbortSignal's reason (typed any/unknown) is fine.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    name: 'react-hooks',
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}'],
    // Node-side end-to-end drivers are not React code; their `use…` helpers are not hooks.
    ignores: ['test/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
  {
    name: 'src/embedding-safety',
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', ...htmlSinks, ...noUiLiterals],
      'no-console': 'error', // log through services.logger, which prefixes <station-locator>:
    },
  },
  {
    // The one place allowed to turn untrusted HTML into DOM (directions steps): DOMPurify inside.
    name: 'src/sanitiser',
    files: ['src/**/sanitize*.{ts,tsx}', 'src/**/sanitise*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...noUiLiterals] },
  },
  {
    name: 'test/relaxed',
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      // chai's `expect(x).to.be.true` style is an expression statement.
      '@typescript-eslint/no-unused-expressions': 'off',
      // @open-wc/semantic-dom-diff adds an `equal` overload typed as returning a Promise (DOM diffs), so
      // every plain `expect(x).to.equal(y)` would be reported. Forgotten awaits of fixtures still show up
      // as type errors where the result is used.
      '@typescript-eslint/no-floating-promises': 'off',
      // Tests poke at untyped JSON fixtures and event details on purpose.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // Fakes implement async interfaces without awaiting anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  ...boundaryConfigs,
  {
    name: 'architecture/no-import-cycle',
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': 'error' },
  },
);
