import type { QuotaRule } from '../../db/submission-quota.js';

/** Reviews one client address may post per window: plenty for a family's trip, too few to flood the page. */
export const REVIEW_POST_QUOTA: QuotaRule = { kind: 'review', max: 5, windowSeconds: 10 * 60 };
