/**
 * CMS authors: accounts (created with `npm run author`), their sign-in sessions and their API tokens.
 * Only hashes of session ids and tokens are stored: a copy of the database signs nobody in.
 */

export interface AuthorAccount {
  name: string;
  /** `scrypt$N$r$p$salt$hash` (authors/passwords.ts). */
  password_hash: string;
}

export interface AuthorSession {
  author: string;
  /** The synchronizer token every write with this session must carry (X-CSRF-Token). */
  csrf: string;
  expires_at: string;
}

export interface AuthorsRepository {
  /** False when the name is taken. */
  add(name: string, passwordHash: string): Promise<boolean>;
  setPassword(name: string, passwordHash: string): Promise<boolean>;
  /** Removes the account with its sessions and tokens. */
  remove(name: string): Promise<boolean>;
  get(name: string): Promise<AuthorAccount | null>;
  list(): Promise<string[]>;
  createSession(idHash: Buffer, author: string, csrf: string, expiresAt: Date): Promise<void>;
  /** The live session with this id hash (expired ones are null). */
  session(idHash: Buffer, now: Date): Promise<AuthorSession | null>;
  deleteSession(idHash: Buffer): Promise<void>;
  addToken(tokenHash: Buffer, author: string, label: string): Promise<void>;
  /** The author a token belongs to, or null. */
  tokenAuthor(tokenHash: Buffer): Promise<string | null>;
}
