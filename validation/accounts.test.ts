import { describe, expect, it } from 'vitest';
import { logInRules, passwordResetRequestRules, registerRules, resetPasswordRules, type RegisterForm } from './accounts.js';
import { fieldValidator, validateForm } from './form.js';

const aRegistration: RegisterForm = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  password: 'monsoon-trek',
  passwordConfirmation: 'monsoon-trek',
};

describe('register (spec §5)', () => {
  it('takes a valid registration', () => {
    expect(validateForm(registerRules, aRegistration)).toEqual([]);
  });

  it.each([
    ['name', { name: 'R2-D2' }, 'INVALID_NAME', 'Name should only contain letters and spaces.'],
    ['email', { email: 'asha@example' }, 'INVALID_EMAIL', 'Please enter a valid email.'],
    ['phone', { phone: '5876543210' }, 'INVALID_PHONE', 'Please enter a valid 10-digit phone number starting with 6-9.'],
    ['phone', { phone: '987654321' }, 'INVALID_PHONE', 'Please enter a valid 10-digit phone number starting with 6-9.'],
    ['password', { password: 'abc12', passwordConfirmation: 'abc12' }, 'INVALID_PASSWORD', 'Password must be at least 6 characters long.'],
    ['password', { password: 'x'.repeat(129), passwordConfirmation: 'x'.repeat(129) }, 'INVALID_PASSWORD', 'Password must be at most 128 characters long.'],
    ['passwordConfirmation', { passwordConfirmation: 'something else' }, 'PASSWORDS_DO_NOT_MATCH', 'Passwords do not match!'],
  ])('refuses a bad %s with the spec message', (field, override, code, message) => {
    expect(validateForm(registerRules, { ...aRegistration, ...override })).toEqual([{ field, code, message }]);
  });

  it('counts password characters as a person does: six emoji are six characters', () => {
    expect(validateForm(registerRules, { ...aRegistration, password: '🌊'.repeat(6), passwordConfirmation: '🌊'.repeat(6) })).toEqual([]);
  });

  it('lets the api be sent no confirmation, but holds a typed one to the password', () => {
    expect(validateForm(registerRules, { ...aRegistration, passwordConfirmation: undefined })).toEqual([]);
    const checkConfirmation = fieldValidator(registerRules, 'passwordConfirmation');
    expect(checkConfirmation('', aRegistration)).toBe('Passwords do not match!');
  });
});

describe('log in (spec §5)', () => {
  it('takes the default admin address and a 6-character password', () => {
    expect(validateForm(logInRules, { email: 'admin@localhost', password: 'abcdef' })).toEqual([]);
  });

  it("answers in the login form's words", () => {
    expect(validateForm(logInRules, { email: 'admin', password: 'abc' })).toEqual([
      { field: 'email', code: 'INVALID_EMAIL', message: 'Please enter a valid email.' },
      { field: 'password', code: 'INVALID_PASSWORD', message: 'Password must be at least 6 characters.' },
    ]);
  });
});

describe('password reset', () => {
  it('asks for an address to send the link to', () => {
    expect(validateForm(passwordResetRequestRules, { email: ' ' })).toEqual([
      { field: 'email', code: 'INVALID_EMAIL', message: 'Please enter a valid email.' },
    ]);
  });

  it('holds the new password to the register rules and its confirmation to it', () => {
    expect(validateForm(resetPasswordRules, { newPassword: 'short', newPasswordConfirmation: 'other' })).toEqual([
      { field: 'newPassword', code: 'INVALID_PASSWORD', message: 'Password must be at least 6 characters long.' },
      { field: 'newPasswordConfirmation', code: 'PASSWORDS_DO_NOT_MATCH', message: 'Passwords do not match!' },
    ]);
    expect(validateForm(resetPasswordRules, { newPassword: 'monsoon-trek', newPasswordConfirmation: 'monsoon-trek' })).toEqual([]);
  });
});
