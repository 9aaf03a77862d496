import {
  accountMessages,
  logInRules,
  passwordResetRequestRules,
  registerRules,
  resetPasswordRules,
  type LogInForm,
  type RegisterForm,
} from '@india-tours/validation/accounts';
import type { Rule } from '@india-tours/validation/form';
import { formErrors } from '../../graphql/user-error.js';
import { AccountErrorCode } from './account.errors.js';
import type { AccountError } from './account.types.js';
import { isCommonPassword } from './password-hashing.js';

export type { RegisterForm as Registration } from '@india-tours/validation/accounts';

/** The common-password list is large, so only the server holds it; it runs after the shared length rules. */
const notCommon: Rule<'COMMON_PASSWORD', string> = {
  code: 'COMMON_PASSWORD',
  message: accountMessages.commonPassword,
  isValid: (password) => !isCommonPassword(password),
};

export function registrationErrors(input: RegisterForm): AccountError[] {
  return formErrors(AccountErrorCode, { ...registerRules, password: [...registerRules.password, notCommon] }, input);
}

export function logInErrors(input: LogInForm): AccountError[] {
  return formErrors(AccountErrorCode, logInRules, input);
}

export function resetRequestErrors(email: string): AccountError[] {
  return formErrors(AccountErrorCode, passwordResetRequestRules, { email });
}

export function newPasswordErrors(newPassword: string): AccountError[] {
  return formErrors(AccountErrorCode, { ...resetPasswordRules, newPassword: [...resetPasswordRules.newPassword, notCommon] }, { newPassword });
}
