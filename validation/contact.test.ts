import { describe, expect, it } from 'vitest';
import { contactRules, type ContactForm } from './contact.js';
import { validateForm } from './form.js';

const aMessage: ContactForm = { name: 'Asha Rao', email: 'asha@example.in', phone: '0123456789', message: 'Is Kerala lovely in July?' };

describe('the contact form (spec §5: every field required)', () => {
  it('takes a valid message', () => {
    expect(validateForm(contactRules, aMessage)).toEqual([]);
  });

  it('says an empty field is required before saying what it should look like', () => {
    expect(validateForm(contactRules, { name: '', email: ' ', phone: '', message: '' })).toEqual([
      { field: 'name', code: 'REQUIRED', message: 'Name is required.' },
      { field: 'email', code: 'REQUIRED', message: 'Email is required.' },
      { field: 'phone', code: 'REQUIRED', message: 'Phone is required.' },
      { field: 'message', code: 'REQUIRED', message: 'Message is required.' },
    ]);
  });

  it.each([
    ['name', { name: 'Asha R.' }, 'INVALID_NAME', 'Name should only contain letters and spaces.'],
    ['name', { name: 'a'.repeat(101) }, 'INVALID_NAME', 'Name should only contain letters and spaces.'],
    ['email', { email: 'asha@example' }, 'INVALID_EMAIL', 'Please enter a valid email.'],
    ['phone', { phone: '98765 4321' }, 'INVALID_PHONE', 'Please enter a valid 10-digit phone number.'],
    ['message', { message: 'x'.repeat(5001) }, 'TOO_LONG', 'Message must be at most 5000 characters.'],
  ])('refuses a bad %s', (field, override, code, message) => {
    expect(validateForm(contactRules, { ...aMessage, ...override })).toEqual([{ field, code, message }]);
  });
});
