import type { EntityManager } from 'typeorm';
import type { QuotaRule, SubmissionQuota } from '../db/submission-quota.js';
import { RateLimitedError } from './errors.js';

/** How long to wait, as a refusal says it: whole minutes, rounded up ("1 minute", "10 minutes"). */
export function minutesToWait(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A quota as a mutation's description states it, e.g. "5 messages in 10 minutes". */
export function quotaText({ max, windowSeconds }: QuotaRule, submissions: string): string {
  return `${max} ${submissions} in ${windowSeconds / 60} minutes`;
}

/** One quota a submission must pass, the key it counts against, and what a refusal says. */
export interface QuotaCheck {
  readonly quota: SubmissionQuota;
  readonly key: string;
  /** The refusal's text, given how long to wait (`minutesToWait`). */
  readonly refusal: (wait: string) => string;
}

/** A visitor's submission that mails the email it names: counted per client address, then per (normalized) email. */
export interface SenderQuotas {
  readonly addressQuota: SubmissionQuota;
  readonly emailQuota: SubmissionQuota;
}

/**
 * The address is asked first: a sender it refuses does not use up the quota of the email they named.
 * `email` must be normalized, so one inbox counts once whatever letter case is typed.
 */
export function senderQuotaChecks(
  { addressQuota, emailQuota }: SenderQuotas,
  { clientAddress, email }: { clientAddress: string; email: string },
  refusals: { fromAddress: (wait: string) => string; forEmail: (wait: string) => string },
): QuotaCheck[] {
  return [
    { quota: addressQuota, key: clientAddress, refusal: refusals.fromAddress },
    { quota: emailQuota, key: email, refusal: refusals.forEmail },
  ];
}

/**
 * Admits a submission under each quota in turn, in the caller's transaction, or throws RATE_LIMITED with
 * the first refusal. The caller's rollback then takes back the counts already made: a refused or failed
 * submission counts against no quota.
 */
export async function admitOrThrow(manager: EntityManager, checks: readonly QuotaCheck[]): Promise<void> {
  for (const { quota, key, refusal } of checks) {
    const retryAfterSeconds = await quota.admit(manager, key);
    if (retryAfterSeconds !== null) throw new RateLimitedError(refusal(minutesToWait(retryAfterSeconds)), retryAfterSeconds);
  }
}
