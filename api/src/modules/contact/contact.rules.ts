import { readableReferences } from '../../db/readable-reference.js';
import type { QuotaRule } from '../../db/submission-quota.js';

/** Ticket numbers: "CT-" and 8 characters (e.g. "CT-7KQ2M9XD"), shown on screen and in both mails. */
export const contactTickets = readableReferences('CT-');

/** Messages one client address may send per window: a second thought or two, too few to flood the operator. */
export const CONTACT_ADDRESS_QUOTA: QuotaRule = { kind: 'contact-address', max: 5, windowSeconds: 10 * 60 };

/**
 * Messages naming one email per window, whatever address they come from: the acknowledgement goes to that
 * inbox, so nobody can use the form to flood a stranger's.
 */
export const CONTACT_EMAIL_QUOTA: QuotaRule = { kind: 'contact-email', max: 3, windowSeconds: 60 * 60 };

/** Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): the grievance officer acknowledges a complaint within 48 hours. */
export const COMPLAINT_ACKNOWLEDGEMENT_HOURS = 48;
