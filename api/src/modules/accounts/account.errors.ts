import { registerEnumType } from 'type-graphql';

/** Why an account mutation did not do what was asked; the forms' rules and texts are @india-tours/validation/accounts, the rest below. */
export enum AccountErrorCode {
  INVALID_NAME = 'INVALID_NAME',
  INVALID_EMAIL = 'INVALID_EMAIL',
  INVALID_PHONE = 'INVALID_PHONE',
  INVALID_PASSWORD = 'INVALID_PASSWORD',
  COMMON_PASSWORD = 'COMMON_PASSWORD',
  PASSWORDS_DO_NOT_MATCH = 'PASSWORDS_DO_NOT_MATCH',
  EMAIL_TAKEN = 'EMAIL_TAKEN',
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  MISSING_TOKEN = 'MISSING_TOKEN',
  INVALID_RESET_TOKEN = 'INVALID_RESET_TOKEN',
}

registerEnumType(AccountErrorCode, {
  name: 'AccountErrorCode',
  description: 'Why an account mutation did not do what was asked.',
  valuesConfig: {
    INVALID_NAME: { description: 'The name has characters other than letters and spaces.' },
    INVALID_EMAIL: { description: 'The email is not a valid address.' },
    INVALID_PHONE: { description: 'The phone is not 10 digits starting with 6-9.' },
    INVALID_PASSWORD: { description: 'The password is shorter than 6 or longer than 128 characters.' },
    COMMON_PASSWORD: { description: 'The password is among the 10,000 most common ones.' },
    PASSWORDS_DO_NOT_MATCH: { description: 'The password and its confirmation differ.' },
    EMAIL_TAKEN: { description: 'An account already uses this email (compared case-insensitively).' },
    INVALID_CREDENTIALS: { description: 'No account has this email and password; the same answer whichever was wrong.' },
    MISSING_TOKEN: { description: 'No reset token was given.' },
    INVALID_RESET_TOKEN: { description: 'The reset link is unknown, used or older than 30 minutes.' },
  },
});

export const accountServerMessages = {
  emailTaken: 'An account with this email already exists. Please log in instead.',
  invalidCredentials: 'Invalid email or password.',
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
  resetRequested: 'If an account exists for this email, we have sent it a link to reset the password. The link is valid for 30 minutes.',
  passwordReset: 'Password reset successfully!',
  tooManyFailures: (wait: string) => `Too many failed login attempts. Please try again in ${wait}.`,
  tooManySignUps: (wait: string) => `Too many accounts were created from your network. Please try again in ${wait}.`,
} as const;
