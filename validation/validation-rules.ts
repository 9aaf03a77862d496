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

/*
 * Editing the catalogue (admins only, spec §6): a place's five fields ("Edit tour: all five fields
 * required", spec §5) and a state's special tour. A value that passes fits its database column.
 */

/** Most characters each field may hold: the sizes of the `places` and `states` columns that store them. */
export const catalogueLimits = {
  title: 200,
  description: 5000,
  city: 200,
  image: 2000,
  route: 1000,
  attractions: 4000,
} as const;

export const PRICE_MIN_RUPEES = 1;
/** Ten lakh rupees per person: far above any guided tour, low enough to catch a slip of the keyboard. */
export const PRICE_MAX_RUPEES = 1_000_000;

const rupeeAmount = (rupees: number) => `₹${new Intl.NumberFormat('en-IN').format(rupees)}`;

export const catalogueMessages = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, maxLength: number) => `${label} must be at most ${maxLength} characters.`,
  invalidPrice: `Price must be a whole number of rupees from ${rupeeAmount(PRICE_MIN_RUPEES)} to ${rupeeAmount(PRICE_MAX_RUPEES)}.`,
  invalidImage: 'Image must be a path on this site (starting with /) or an address starting with https://.',
} as const;

export function checkRequired(value: string, label: string): string | undefined {
  return value.trim() === '' ? catalogueMessages.required(label) : undefined;
}

/** Counted as PostgreSQL counts `varchar(n)`: in characters (code points), after trimming, as stored. */
export function checkMaxLength(value: string, label: string, maxLength: number): string | undefined {
  return [...value.trim()].length > maxLength ? catalogueMessages.tooLong(label, maxLength) : undefined;
}

export function checkPrice(price: number): string | undefined {
  return Number.isInteger(price) && price >= PRICE_MIN_RUPEES && price <= PRICE_MAX_RUPEES ? undefined : catalogueMessages.invalidPrice;
}

/** Whitespace, control characters and backslashes (browsers read `/\host` as `//host`) never belong in an image address. */
const UNSAFE_URL_CHARACTER = /[\s\\]|\p{Cc}/u;

function isHttpsAddress(text: string): boolean {
  if (!/^https:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * An image is a path on this site (`/images/…`) or an absolute https address. Never `//host/…` (another
 * site over whatever scheme), `http:` (mixed content), `javascript:` or `data:`.
 */
export function checkImage(image: string): string | undefined {
  const trimmed = image.trim();
  if (UNSAFE_URL_CHARACTER.test(trimmed)) return catalogueMessages.invalidImage;
  const isSitePath = trimmed.startsWith('/') && !trimmed.startsWith('//');
  return isSitePath || isHttpsAddress(trimmed) ? undefined : catalogueMessages.invalidImage;
}

/*
 * Reviews (spec §5): the feedback form (firstName, tourPlace and comment required; ratings 1-5,
 * default 5) and the owner's edit (tourPlace and comment required; rating 1-5).
 */

/** Most characters each field may hold: the sizes of the `reviews` columns that store them. */
export const reviewLimits = {
  firstName: 100,
  lastName: 100,
  tourPlace: 200,
  comment: 2000,
  userImage: 2000,
} as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;

export const reviewMessages = {
  invalidRating: (label: string) => `${label} must be a whole number from ${RATING_MIN} to ${RATING_MAX}.`,
  invalidPhone: 'Please enter a valid phone number: 7 to 15 digits, optionally starting with +.',
} as const;

export function checkRating(rating: number, label: string): string | undefined {
  return Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX ? undefined : reviewMessages.invalidRating(label);
}

/** Reviewers come from anywhere: an international number, spaces allowed between digit groups. */
const CONTACT_PHONE_PATTERN = /^\+?[0-9](?:[ -]?[0-9]){6,14}$/;

export const checkContactPhone: Check = (phone) =>
  CONTACT_PHONE_PATTERN.test(phone.trim()) ? undefined : reviewMessages.invalidPhone;
