/**
 * The account forms (spec §5): register, log in, ask for a reset link, set a new password. The
 * common-password list is the server's alone (it is large): the api adds it to the password rules.
 */
import { characterCount, checkMessages, emailRules, isBasicEmail, isMobilePhone, nameRule } from './checks.js';
import type { FormRules, Rule } from './form.js';

/** The codes of the api's `AccountErrorCode` that these forms can give. */
export type AccountCode = 'INVALID_NAME' | 'INVALID_EMAIL' | 'INVALID_PHONE' | 'INVALID_PASSWORD' | 'PASSWORDS_DO_NOT_MATCH';

export const PASSWORD_MIN_LENGTH = 6;
/** Long passphrases are welcome; past this a hash request is a denial-of-service vector, never a password. */
export const PASSWORD_MAX_LENGTH = 128;

export const accountMessages = {
  invalidName: checkMessages.invalidName,
  invalidEmail: checkMessages.invalidEmail,
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

const loginEmailRule: Rule<'INVALID_EMAIL', string> = { code: 'INVALID_EMAIL', message: accountMessages.invalidEmail, isValid: isBasicEmail };
const mobilePhoneRule: Rule<'INVALID_PHONE', string> = { code: 'INVALID_PHONE', message: accountMessages.invalidPhone, isValid: isMobilePhone };

/** Counted in characters as a person sees them (code points): an emoji is one, not two UTF-16 units. */
function passwordRules(tooShortMessage: string): Rule<'INVALID_PASSWORD', string>[] {
  return [
    { code: 'INVALID_PASSWORD', message: tooShortMessage, isValid: (password) => characterCount(password) >= PASSWORD_MIN_LENGTH },
    { code: 'INVALID_PASSWORD', message: accountMessages.passwordTooLong, isValid: (password) => characterCount(password) <= PASSWORD_MAX_LENGTH },
  ];
}

/** A new password (register, reset). */
const newPasswordRules = passwordRules(accountMessages.passwordTooShort);

/** A confirmation, when the form has one, must repeat the password exactly (the api may be sent none). */
function confirms<Values>(password: (values: Values) => string): Rule<'PASSWORDS_DO_NOT_MATCH', string | null | undefined, Values> {
  return {
    code: 'PASSWORDS_DO_NOT_MATCH',
    message: accountMessages.passwordsDoNotMatch,
    isValid: (confirmation, values) => confirmation == null || confirmation === password(values),
  };
}

export interface RegisterForm {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  readonly passwordConfirmation?: string | null | undefined;
}

export const registerRules: FormRules<RegisterForm, AccountCode> = {
  name: [nameRule],
  email: emailRules,
  phone: [mobilePhoneRule],
  password: newPasswordRules,
  passwordConfirmation: [confirms((values) => values.password)],
};

export interface LogInForm {
  readonly email: string;
  readonly password: string;
}

/** Spec §5: a basic email pattern and 6 characters; the server's answer decides the rest. */
export const logInRules: FormRules<LogInForm, AccountCode> = {
  email: [loginEmailRule],
  password: passwordRules(accountMessages.passwordTooShortForLogin),
};

export interface PasswordResetRequestForm {
  readonly email: string;
}

export const passwordResetRequestRules: FormRules<PasswordResetRequestForm, AccountCode> = {
  email: [loginEmailRule],
};

export interface ResetPasswordForm {
  readonly newPassword: string;
  readonly newPasswordConfirmation?: string | null | undefined;
}

export const resetPasswordRules: FormRules<ResetPasswordForm, AccountCode> = {
  newPassword: newPasswordRules,
  newPasswordConfirmation: [confirms((values) => values.newPassword)],
};
