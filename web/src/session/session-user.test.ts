import { describe, expect, it, vi } from 'vitest';
import { ASHA, ASHA_USER_DATA } from '@/testing/fixtures/accounts';
import { recordLoggedInEvents } from '@/testing/sign-in';
import { clearSessionUser, logInSessionUser, readSessionUser, updateSessionUser } from './session-user';

describe('session user', () => {
  it('on login stores name, email and role (never a token), sets the flag and fires userLoggedIn', () => {
    const announced = recordLoggedInEvents();

    logInSessionUser({ ...ASHA.user, role: 'ADMIN' });

    const stored = { ...ASHA_USER_DATA, role: 'admin' };
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(stored);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(Object.keys(localStorage).sort()).toEqual(['isLoggedIn', 'userData']);
    expect(announced).toEqual([stored]);
    expect(readSessionUser()).toEqual(stored);
  });

  it("ignores stored data that fails to parse and logs 'Failed to parse user data' (spec §4, §8)", () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('userData', '{"name": "Asha"');

    expect(readSessionUser()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Failed to parse user data');

    localStorage.setItem('userData', JSON.stringify({ name: 'Asha', token: 'x' }));
    expect(readSessionUser()).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(2);
  });

  it('follows the server quietly, without announcing a login, and clears both keys on logout', () => {
    const announced = recordLoggedInEvents();

    updateSessionUser(ASHA.user);
    expect(readSessionUser()).toEqual(ASHA_USER_DATA);
    expect(announced).toEqual([]);

    clearSessionUser();
    expect(readSessionUser()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
