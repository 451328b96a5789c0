/**
 * A throwaway PostgreSQL server for the tests and the bench, from Debian's `postgresql` package:
 * `initdb` into a temporary folder, `pg_ctl start` with the server's Unix socket in that folder
 * and no TCP listener (so no port to find or collide with), and `pg_ctl stop -m immediate` plus
 * removal of the folder afterwards, whatever happens: on `stop()`, on process exit, on SIGINT and
 * SIGTERM. A test process killed with SIGKILL cannot clean up; its folder is
 * `$TMPDIR/sl-pg-*` and PostgreSQL shuts itself down within about a minute once that folder (its lock file) is gone.
 *
 * `initdb` and `postgres` refuse to run as root. As root (here and on CI) both run as the
 * unprivileged `postgres` user the Debian package creates (`PG_TEST_USER` to choose another),
 * through `runuser -u USER --`, with the temporary folder owned by that user.
 *
 * Settings for speed, not durability: `fsync=off` and no `initdb` sync (`durable: true` keeps
 * PostgreSQL's defaults, for the bench). The fault tests kill API
 * processes, never PostgreSQL, so what they check (a commit acknowledged to the client is in the
 * database) does not depend on fsync; surviving a power loss is PostgreSQL's own business.
 *
 * When PostgreSQL is missing or does not start, `startPostgres` throws an error that says why
 * and how to fix it: the PostgreSQL suites fail, they never skip.
 */

import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface ThrowawayPostgres {
  /** `postgres --version`, e.g. "postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)". */
  version: string;
  /** A URL for `database` (default: the `postgres` maintenance database). */
  url(database?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and removes its folder (idempotent, synchronous). */
  stop(): void;
}

const SUPERUSER = 'postgres';
const PORT = 5432; // names the socket file only: there is no TCP listener

/** The folder holding initdb, pg_ctl and postgres: PG_BIN, Debian's newest version, or PATH. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 ? join(which.stdout.trim(), '..') : null;
}

function unprivilegedUser(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const name = process.env.PG_TEST_USER ?? 'postgres';
  const id = (flag: string): number => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  try {
    return { name, uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      `PostgreSQL cannot run as root, and there is no user "${name}" to run it as. ` +
        "Install Debian's postgresql package (it creates the user) or set PG_TEST_USER to an unprivileged user.",
    );
  }
}

export interface PostgresOptions {
  /** PostgreSQL's durable defaults (fsync, full page writes) instead of the fast test settings: for the bench. */
  durable?: boolean;
}

export async function startPostgres({ durable = false }: PostgresOptions = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin || !existsSync(join(bin, 'initdb'))) {
    throw new Error(
      'PostgreSQL is needed for these tests and was not found (no initdb in PG_BIN, /usr/lib/postgresql/*/bin or PATH). ' +
        "Install Debian's package: apt-get install postgresql (.ci/run does this on CI).",
    );
  }
  const user = unprivilegedUser();
  const dir = mkdtempSync(join(tmpdir(), 'sl-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');

  const run = (tool: string, args: string[]): void => {
    const cmd = user ? ['runuser', '-u', user.name, '--', join(bin, tool), ...args] : [join(bin, tool), ...args];
    const r = spawnSync(cmd[0]!, cmd.slice(1), { encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) {
      const logTail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new Error(`PostgreSQL could not be started: ${tool} failed (${r.error?.message ?? `exit ${r.status}`})\n${r.stderr}\n${logTail}`.trim());
    }
  };

  let stopped = false;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (existsSync(join(data, 'postmaster.pid'))) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Removing the folder below stops a server that pg_ctl could not reach.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    stop();
    process.kill(process.pid, signal);
  };
  process.on('exit', stop);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    run('initdb', ['-D', data, '-U', SUPERUSER, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    const options = [`-k ${dir}`, "-c listen_addresses=''", `-p ${PORT}`, '-c max_connections=200'];
    if (!durable) options.push('-c fsync=off', '-c full_page_writes=off');
    run('pg_ctl', ['-D', data, '-l', log, '-o', options.join(' '), '-w', '-t', '60', 'start']);
  } catch (err) {
    stop();
    throw err;
  }
  const version = execFileSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  const url = (database = 'postgres'): string => `postgres://${SUPERUSER}@${encodeURIComponent(dir)}:${PORT}/${database}`;

  return {
    version,
    url,
    async createDatabase(name: string): Promise<string> {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a database name for tests: ${name}`);
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop,
  };
}
