import { describe, expect, it } from 'vitest';
import { formatError } from './errors.js';

describe('formatError', () => {
  it('masks an unexpected error (Apollo labels it INTERNAL_SERVER_ERROR)', () => {
    const formatted = formatError({
      message: 'value too long for type character varying(254)',
      path: ['register'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at db'] },
    });
    expect(formatted).toEqual({ message: 'Internal server error.', path: ['register'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('keeps a coded client error but drops the stack and echoed validation details', () => {
    const formatted = formatError(
      { message: 'Argument Validation Error', extensions: { code: 'BAD_USER_INPUT', stacktrace: [], validationErrors: [{ value: 'secret' }] } },
    );
    expect(formatted).toEqual({ message: 'Argument Validation Error', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers the text of the first broken argument rule, nested ones included, instead of "Argument Validation Error"', () => {
    const nested = [{ property: 'filter', value: { email: 'secret' }, children: [{ property: 'email', value: 'secret', constraints: { maxLength: 'email must be shorter than or equal to 254 characters' } }] }];
    const formatted = formatError({ message: 'Argument Validation Error', extensions: { code: 'BAD_USER_INPUT', validationErrors: nested } });
    expect(formatted).toEqual({ message: 'email must be shorter than or equal to 254 characters', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
