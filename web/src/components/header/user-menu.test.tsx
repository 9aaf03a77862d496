import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { LogOutDocument, SessionUserDocument } from '@/gql/graphql';
import { logInSessionUser } from '@/session/session-user';
import { ASHA } from '@/testing/fixtures/accounts';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

const MENU_BUTTON = { name: 'Account menu for Asha Verma' };

describe('header user menu', () => {
  it('shows the signed-in user with My History and Logout instead of the login links', async () => {
    signInAs();
    const { user } = renderRoute('/about');

    const menuButton = await screen.findByRole('button', MENU_BUTTON);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);

    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My History' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('logs out: the server ends the session, the stored user and the cache go, and the page is home', async () => {
    signInAs();
    let logOutCalls = 0;
    server.use(
      graphql.mutation(LogOutDocument, () => {
        logOutCalls += 1;
        return HttpResponse.json({ data: { logOut: { __typename: 'LogOutPayload', loggedOut: true } } });
      }),
    );
    const { user, router, client } = renderRoute('/about');
    const clearStore = vi.spyOn(client, 'clearStore');

    await user.click(await screen.findByRole('button', MENU_BUTTON));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logOutCalls).toBe(1);
    expect(clearStore).toHaveBeenCalled();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('stays signed in, and says so, when the logout request cannot reach the server', async () => {
    signInAs();
    server.use(graphql.mutation(LogOutDocument, () => HttpResponse.error()));
    const { user, router } = renderRoute('/about');

    await user.click(await screen.findByRole('button', MENU_BUTTON));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', MENU_BUTTON)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('replaces the shown user on the userLoggedIn event and follows other tabs through storage events', async () => {
    renderRoute('/about');
    await screen.findByRole('link', { name: 'Login' });

    act(() => void logInSessionUser(ASHA.user));
    expect(screen.getByRole('button', MENU_BUTTON)).toBeInTheDocument();

    act(() => {
      localStorage.removeItem('userData');
      window.dispatchEvent(new StorageEvent('storage', { key: 'userData' }));
    });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('treats unreadable stored data as logged out, logging the problem to the console only', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('userData', 'not json at all');
    renderRoute('/about');

    const account = await screen.findByRole('list', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to parse user data');
    expect(screen.queryByText('Failed to parse user data')).not.toBeInTheDocument();
  });

  it('forgets a stored user the server no longer knows: the server decides who is signed in', async () => {
    localStorage.setItem('userData', JSON.stringify({ name: 'Asha Verma', email: ASHA.user.email, role: 'admin' }));
    localStorage.setItem('isLoggedIn', 'true');
    server.use(graphql.query(SessionUserDocument, () => HttpResponse.json({ data: { me: null } })));
    renderRoute('/about');

    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('userData')).toBeNull();
  });
});
