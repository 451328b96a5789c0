// Quality gate: the package's type declarations compile in a host project that checks them, as a host
// developer's TypeScript project with `skipLibCheck: false` does (test/host-project/). Builds the
// declarations as `npm run build` does (tsconfig.build.json) into a temporary folder, then type-checks
// the host project against them. It failed when the declarations imported `.css` files (issue 47).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
// Inside the repository, so the declarations find react, jotai and i18next in node_modules as they do
// in a host's installed package.
const cache = join(root, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(join(cache, 'host-types-'));
const types = join(work, 'types');

/** Runs tsc; on failure prints its output and exits. */
function run(args, what) {
  try {
    execFileSync(process.execPath, [tsc, ...args], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    console.error(`host types: ${what} failed\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    rmSync(work, { recursive: true, force: true });
    process.exit(1);
  }
}

run(['-p', 'tsconfig.build.json', '--outDir', types], 'building the declarations (tsconfig.build.json)');
// The host project as it is, with the package's entries pointed at the declarations just built.
const hostProject = join(root, 'test', 'host-project');
const config = join(work, 'tsconfig.json');
writeFileSync(
  config,
  JSON.stringify({
    extends: join(hostProject, 'tsconfig.json'),
    compilerOptions: {
      paths: {
        'station-locator': [join(types, 'index.d.ts')],
        'station-locator/station-locator.js': [join(types, 'station-locator.d.ts')],
      },
    },
    files: [join(hostProject, 'host.ts')],
  }),
);
run(['-p', config], 'type-checking test/host-project (skipLibCheck: false) against them');
rmSync(work, { recursive: true, force: true });
console.log('host types: the declarations compile in a strict host project with skipLibCheck off');
