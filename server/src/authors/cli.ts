/**
 * `npm run author -- COMMAND NAME [--db PATH]`: the CMS authors who may edit configs in the builder.
 *
 *   add NAME       creates an author; the password is read from AUTHOR_PASSWORD or asked on the terminal
 *   passwd NAME    sets a new password (and signs the author's sessions out)
 *   remove NAME    removes the author with their sessions and tokens
 *   list           lists the authors
 *   token NAME [LABEL]   prints a new API token for automation (`Authorization: Bearer …`); shown once
 *
 * The store is the server's: PostgreSQL when DATABASE_URL is set, else the SQLite file (`--db`, DB_PATH or
 * the default server/.data/locations.db).
 */

import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openStore } from '../store/open.ts';
import { newSecret, sha256 } from './auth.ts';
import { MIN_PASSWORD_LENGTH, hashPassword } from './passwords.ts';
import { AUTHOR_NAME } from './routes.ts';

const USAGE = 'usage: npm run author -- add|passwd|remove|token NAME [LABEL] [--db PATH]  |  npm run author -- list';

/** The password from AUTHOR_PASSWORD, or typed on the terminal without echo. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.AUTHOR_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) throw new Error('no terminal to ask for the password: set AUTHOR_PASSWORD');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const muted = rl as unknown as { _writeToOutput: (s: string) => void };
  process.stdout.write('Password: ');
  muted._writeToOutput = () => undefined;
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { db: { type: 'string' }, help: { type: 'boolean', default: false } } });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, name, label] = parsed.positionals;
  if (parsed.values.help || !command) {
    console.error(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  if (command !== 'list' && (!name || !new RegExp(AUTHOR_NAME).test(name))) {
    console.error(`An author name is lower-case letters, digits, '.', '_' or '-' (at most 64).\n${USAGE}`);
    return 2;
  }
  const store = await openStore({
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    dbPath: parsed.values.db ?? process.env.DB_PATH ?? fileURLToPath(new URL('../../.data/locations.db', import.meta.url)),
  });
  try {
    const authors = store.authors;
    switch (command) {
      case 'list':
        for (const author of await authors.list()) console.log(author);
        return 0;
      case 'add':
      case 'passwd': {
        const password = await readPassword();
        if (password.length < MIN_PASSWORD_LENGTH) {
          console.error(`A password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
          return 2;
        }
        const hash = await hashPassword(password);
        const done = command === 'add' ? await authors.add(name!, hash) : await authors.setPassword(name!, hash);
        if (!done) {
          console.error(command === 'add' ? `There is already an author ${name}.` : `There is no author ${name}.`);
          return 1;
        }
        console.log(command === 'add' ? `Author ${name} added.` : `Password of ${name} changed; their sessions are signed out.`);
        return 0;
      }
      case 'remove':
        if (!(await authors.remove(name!))) {
          console.error(`There is no author ${name}.`);
          return 1;
        }
        console.log(`Author ${name} removed.`);
        return 0;
      case 'token': {
        if (!(await authors.get(name!))) {
          console.error(`There is no author ${name}.`);
          return 1;
        }
        const token = newSecret();
        await authors.addToken(sha256(token), name!, (label ?? 'automation').slice(0, 100));
        console.log(token);
        return 0;
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
