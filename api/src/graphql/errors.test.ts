import { describe, expect, it, vi } from 'vitest';
import { formatError } from './errors.js';

describe('formatError', () => {
  it('masks an unexpected error (Apollo labels it INTERNAL_SERVER_ERROR) and logs the cause', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new Error('value too long for type character varying(254)');
    const formatted = formatError(
      { message: cause.message, path: ['register'], extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at db'] } },
      cause,
    );
    expect(formatted).toEqual({ message: 'Internal server error.', path: ['register'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(log).toHaveBeenCalled();
  });

  it('keeps a coded client error but drops the stack and echoed validation details', () => {
    const formatted = formatError(
      { message: 'Argument Validation Error', extensions: { code: 'BAD_USER_INPUT', stacktrace: [], validationErrors: [{ value: 'secret' }] } },
      undefined,
    );
    expect(formatted).toEqual({ message: 'Argument Validation Error', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers the text of the first broken argument rule, nested ones included, instead of "Argument Validation Error"', () => {
    const nested = [{ property: 'filter', value: { email: 'secret' }, children: [{ property: 'email', value: 'secret', constraints: { maxLength: 'email must be shorter than or equal to 254 characters' } }] }];
    const formatted = formatError({ message: 'Argument Validation Error', extensions: { code: 'BAD_USER_INPUT', validationErrors: nested } }, undefined);
    expect(formatted).toEqual({ message: 'email must be shorter than or equal to 254 characters', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
