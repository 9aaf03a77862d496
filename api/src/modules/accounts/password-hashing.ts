import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's argon2id baseline (Password Storage Cheat Sheet): 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** How many of zxcvbn's frequency-ranked leaked passwords count as "most common" (the issue asks for ≥ 1,000). */
const COMMON_PASSWORD_COUNT = 10_000;
let commonPasswords: ReadonlySet<string> | undefined;

/** Case-insensitive: "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((word) => word.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a decoy when there is no account, so that an unknown
 * email costs the same time as a wrong password and the answer's timing reveals nothing.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password for unknown accounts');
  const isMatch = await argon2.verify(storedHash ?? (await decoyHash), password);
  return storedHash !== undefined && isMatch;
}

/** True when the hash was made with weaker parameters than today's, so it is replaced at the next login. */
export function needsRehash(storedHash: string): boolean {
  return argon2.needsRehash(storedHash, ARGON2_OPTIONS);
}
