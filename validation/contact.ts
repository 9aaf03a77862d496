/**
 * The contact form (spec §5): every field required; name letters and spaces; a valid email; the one
 * phone rule (exactly 10 digits); a message that fits its column. The legacy call names the phone
 * `contact` (spec §7); the form and the api name it `phone`, as every other form does.
 */
import { emailRules, nameRule, phoneRule, requiredRule, requiredTextRules } from './checks.js';
import type { FormRules } from './form.js';

export type ContactCode = 'REQUIRED' | 'TOO_LONG' | 'INVALID_NAME' | 'INVALID_EMAIL' | 'INVALID_PHONE';

export const MESSAGE_MAX_LENGTH = 5000;

export interface ContactForm {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
}

/** An empty field says it is required before it says what it should look like. */
export const contactRules: FormRules<ContactForm, ContactCode> = {
  name: [requiredRule('Name'), nameRule],
  email: [requiredRule('Email'), ...emailRules],
  phone: [requiredRule('Phone'), phoneRule],
  message: requiredTextRules('Message', MESSAGE_MAX_LENGTH),
};
