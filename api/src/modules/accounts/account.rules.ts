import { createHash, randomBytes } from 'node:crypto';
import type { QuotaRule } from '../../db/submission-quota.js';
import { Role } from '../../graphql/viewer.js';

/** How long a session lives without use, and at most, by role (issue: admins get short sessions). */
export const SESSION_LIFETIMES: Readonly<Record<Role, { readonly idleSeconds: number; readonly absoluteSeconds: number }>> = {
  [Role.USER]: { idleSeconds: 7 * 24 * 3600, absoluteSeconds: 30 * 24 * 3600 },
  [Role.ADMIN]: { idleSeconds: 30 * 60, absoluteSeconds: 12 * 3600 },
};

/** A reset link works once, for this long. */
export const PASSWORD_RESET_VALIDITY_SECONDS = 30 * 60;
/** Reset mails one account can trigger per window: enough for a lost mail, too few to flood an inbox. */
export const MAX_RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_SECONDS = 15 * 60;

/** Failed logins counted over this window: 5 per account, 20 per client address. */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const MAX_LOGIN_FAILURES_PER_ACCOUNT = 5;
export const MAX_LOGIN_FAILURES_PER_ADDRESS = 20;
/** An address that signed in to an account within this long is held only to its own failures for it. */
export const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;

/**
 * Accounts one client address may create per window, as the other submissions count: a family signing up on one
 * connection passes, a script minting accounts does not.
 */
export const SIGN_UP_ADDRESS_QUOTA: QuotaRule = { kind: 'sign-up-address', max: 5, windowSeconds: 10 * 60 };

/** 256 random bits, URL-safe: the only copy of a session or reset secret is the one the client holds. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** What the database keeps of a token: its SHA-256 (a 256-bit random secret needs no slow hash). */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

export function postgresInterval(seconds: number): string {
  return `${seconds} seconds`;
}
