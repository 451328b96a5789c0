import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { SERVER_NODE_FLAGS } from '../src/node-flags.ts';
import { REPO_ROOT } from '../src/store/dataset.ts';

/** The flags V8 ends up with, implications applied, as `--name` or `--no-name`. */
function effectiveFlags(flags: readonly string[]): Set<string> {
  const out = execFileSync(process.execPath, [...flags, '--print-flag-values', '-e', '0'], { encoding: 'utf8' });
  return new Set(out.split('\n').map((line) => line.trim()));
}

describe('the Node flags the API runs with', () => {
  it('are those of `npm run server`', () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    assert.equal(pkg.scripts.server, `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx server/src/server.ts`);
  });

  it('keep marking, scavenges and compaction on the main thread and sweep in the background', () => {
    const flags = effectiveFlags(SERVER_NODE_FLAGS);
    for (const off of ['parallel-scavenge', 'concurrent-marking', 'parallel-marking', 'parallel-compaction', 'parallel-pointer-update']) {
      assert.ok(flags.has(`--no-${off}`), `--${off} is off`);
    }
    // What the replica's swap needs: --single-threaded-gc turns both off, and its sweep then holds the loop.
    assert.ok(flags.has('--concurrent-sweeping'), 'sweeping runs in the background');
    assert.ok(flags.has('--concurrent-array-buffer-sweeping'), 'array buffers are swept in the background');
    assert.ok(!effectiveFlags(['--single-threaded-gc']).has('--concurrent-sweeping'), 'the check tells the two apart');
  });
});
