/** `npm run server` as a child process, for tests that need a real process: signals, replicas. */

import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../src/node-flags.ts';
import { REPO_ROOT } from '../src/store/dataset.ts';

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Sends the signal and resolves with the exit code (null when a signal ended it). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts server.ts with `env` (PORT 0 unless given) and resolves once it logged its URL. */
export function startApi(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', join(REPO_ROOT, 'server/src/server.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return new Promise<ApiProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`the API did not start within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (): void => {
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve({ url: m[1]!, child, output: () => out, stop });
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code}) before listening:\n${out}`));
    });
  });
}
