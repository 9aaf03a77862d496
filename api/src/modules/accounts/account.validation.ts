import {
  accountMessages,
  checkEmail,
  checkLoginEmail,
  checkLoginPassword,
  checkName,
  checkNewPassword,
  checkPasswordConfirmation,
  checkPhone,
} from '@india-tours/validation';
import { fieldError } from '../../graphql/user-error.js';
import { AccountErrorCode } from './account.errors.js';
import type { AccountError } from './account.types.js';
import { isCommonPassword } from './password-hashing.js';

type Rule = readonly [field: string, code: AccountErrorCode, message: string | undefined];

/** Every broken rule, one error per field (the first broken rule of that field), in form order. */
function collect(rules: readonly Rule[]): AccountError[] {
  const errors: AccountError[] = [];
  for (const [field, code, message] of rules) {
    if (message && !errors.some((error) => error.field?.[1] === field)) errors.push(fieldError(code, message, field));
  }
  return errors;
}

/** The shared rules, plus the common-password list, which only the server holds. */
export function newPasswordRules(field: string, password: string): Rule[] {
  return [
    [field, AccountErrorCode.INVALID_PASSWORD, checkNewPassword(password)],
    [field, AccountErrorCode.COMMON_PASSWORD, isCommonPassword(password) ? accountMessages.commonPassword : undefined],
  ];
}

export interface Registration {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  readonly passwordConfirmation?: string | null | undefined;
}

export function registrationErrors(input: Registration): AccountError[] {
  const confirmation = input.passwordConfirmation ?? input.password;
  return collect([
    ['name', AccountErrorCode.INVALID_NAME, checkName(input.name)],
    ['email', AccountErrorCode.INVALID_EMAIL, checkEmail(input.email)],
    ['phone', AccountErrorCode.INVALID_PHONE, checkPhone(input.phone)],
    ...newPasswordRules('password', input.password),
    ['passwordConfirmation', AccountErrorCode.PASSWORDS_DO_NOT_MATCH, checkPasswordConfirmation(input.password, confirmation)],
  ]);
}

export function logInErrors(input: { email: string; password: string }): AccountError[] {
  return collect([
    ['email', AccountErrorCode.INVALID_EMAIL, checkLoginEmail(input.email)],
    ['password', AccountErrorCode.INVALID_PASSWORD, checkLoginPassword(input.password)],
  ]);
}

export function resetRequestErrors(email: string): AccountError[] {
  return collect([['email', AccountErrorCode.INVALID_EMAIL, checkLoginEmail(email)]]);
}

export function newPasswordErrors(password: string): AccountError[] {
  return collect(newPasswordRules('newPassword', password));
}
