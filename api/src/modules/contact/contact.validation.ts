import { normalizeEmail, normalizedName } from '@india-tours/validation';
import { contactRules, type ContactForm } from '@india-tours/validation/contact';
import { formErrors } from '../../graphql/user-error.js';
import { ContactErrorCode } from './contact.errors.js';
import type { ContactError } from './contact.types.js';

export type { ContactForm } from '@india-tours/validation/contact';

/** The first broken rule of each field, in form order; empty when the message may be sent. */
export function contactFormErrors(form: ContactForm): ContactError[] {
  return formErrors(ContactErrorCode, contactRules, form);
}

/** The message as stored: trimmed, runs of spaces in the name collapsed, the email lower-cased (as accounts store it). */
export function contactRow(form: ContactForm): ContactForm {
  return { name: normalizedName(form.name), email: normalizeEmail(form.email), phone: form.phone.trim(), message: form.message.trim() };
}
