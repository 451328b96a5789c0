/**
 * Author passwords, hashed with scrypt (Node's crypto: a memory-hard KDF, no native add-on to install).
 * Stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise later without breaking old hashes.
 */

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** 2^15 × r 8: 32 MiB and about 100 ms per hash on one core; a guess costs an attacker the same. */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
export const MIN_PASSWORD_LENGTH = 12;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 128 * N * r * 2 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST.N, COST.r, COST.p);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of a password nobody knows: checked when the name is unknown, so timing tells nothing. */
let decoy: Promise<string> | null = null;

/** True when `password` matches `stored`; a null `stored` (no such author) costs the same and is false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  const [scheme, N, r, p, salt, key] = (stored ?? (await decoy)).split('$');
  if (scheme !== 'scrypt' || !N || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(N), Number(r), Number(p));
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
