/**
 * The one module of validation rules that the server and the browser both import, so that a form
 * refuses exactly what the API refuses, with the same words (spec §5 and §8). It imports nothing.
 *
 * Each checker returns the spec's message for the first rule broken, or `undefined` when the value is valid.
 */

export type Check = (value: string) => string | undefined;

export const PASSWORD_MIN_LENGTH = 6;
/** Long passphrases are welcome; past this a hash request is a denial-of-service vector, never a password. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_LENGTH = 10;

export const accountMessages = {
  invalidName: 'Name should only contain letters and spaces.',
  invalidEmail: 'Please enter a valid email.',
  invalidPhone: 'Please enter a valid 10-digit phone number starting with 6-9.',
  /** Login form wording (spec §5). */
  passwordTooShortForLogin: 'Password must be at least 6 characters.',
  /** Register form wording (spec §5). */
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  commonPassword: 'This password is one of the most common passwords and is easy to guess. Please choose another.',
  passwordsDoNotMatch: 'Passwords do not match!',
  missingToken: 'Missing token',
} as const;

/** Letters of any script and spaces (names such as "Anaïs" or "अर्जुन" are letters too). */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
/** The login form's basic pattern: something@something. It accepts `admin@localhost`, the default admin. */
const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
/** Registration asks for a deliverable-looking address: a dot in the domain, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE_PATTERN = /^[6-9][0-9]{9}$/;

export const checkName: Check = (name) =>
  NAME_PATTERN.test(name.trim()) && name.trim().length <= NAME_MAX_LENGTH ? undefined : accountMessages.invalidName;

/** The length is measured as stored: lower-casing can lengthen a string ("İ" becomes two characters). */
const fitsEmailLength = (email: string) => normalizeEmail(email).length <= EMAIL_MAX_LENGTH;

export const checkLoginEmail: Check = (email) =>
  BASIC_EMAIL_PATTERN.test(email.trim()) && fitsEmailLength(email) ? undefined : accountMessages.invalidEmail;

export const checkEmail: Check = (email) =>
  EMAIL_PATTERN.test(email.trim()) && fitsEmailLength(email) ? undefined : accountMessages.invalidEmail;

export const checkPhone: Check = (phone) => (PHONE_PATTERN.test(phone.trim()) ? undefined : accountMessages.invalidPhone);

/** Counted in characters as a person sees them (code points): an emoji is one, not two UTF-16 units. */
function checkPasswordLength(password: string, tooShortMessage: string): string | undefined {
  const characterCount = [...password].length;
  if (characterCount < PASSWORD_MIN_LENGTH) return tooShortMessage;
  if (characterCount > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong;
  return undefined;
}

export const checkLoginPassword: Check = (password) => checkPasswordLength(password, accountMessages.passwordTooShortForLogin);

/** A new password (register, reset). The common-password list is checked by the server only (it is large). */
export const checkNewPassword: Check = (password) => checkPasswordLength(password, accountMessages.passwordTooShort);

export function checkPasswordConfirmation(password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : accountMessages.passwordsDoNotMatch;
}

/** How the server stores and compares emails: trimmed and lower-cased (unique case-insensitively). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
