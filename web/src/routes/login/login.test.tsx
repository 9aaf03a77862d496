import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LogInDocument } from '@/gql/graphql';
import { accountError, ASHA, ASHA_USER_DATA } from '@/testing/fixtures/accounts';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { recordLoggedInEvents } from '@/testing/sign-in';

async function fillIn(user: ReturnType<typeof renderRoute>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

function answerLogInWith(payload: object) {
  server.use(graphql.mutation(LogInDocument, () => HttpResponse.json(payload)));
}

describe('login route', () => {
  it('checks the email pattern and the 6-character password before sending anything (spec §5)', async () => {
    let requests = 0;
    server.use(
      graphql.mutation(LogInDocument, () => {
        requests += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    const { user } = renderRoute('/login');

    await fillIn(user, 'asha.example.com', '12345');

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters.');
    expect(requests).toBe(0);
  });

  it('logs in, stores the display data, fires userLoggedIn and returns to the page the user came from', async () => {
    const announced = recordLoggedInEvents();
    const { user, router } = renderRoute('/login?from=%2FSpecialTours');

    await fillIn(user, 'Asha@Example.com ', ASHA.password);

    await screen.findByRole('heading', { level: 1, name: 'Special tours' });
    expect(router.state.location.pathname).toBe('/SpecialTours');
    expect(screen.getByRole('status')).toHaveTextContent('Login successful!');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(ASHA_USER_DATA);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(Object.keys(localStorage).sort()).toEqual(['isLoggedIn', 'userData']);
    expect(announced).toEqual([ASHA_USER_DATA]);
    expect(screen.getByRole('button', { name: 'Account menu for Asha Verma' })).toBeInTheDocument();
  });

  it('returns to the origin carried in the router state, and goes home for an off-site ?from=', async () => {
    const first = renderRoute({ pathname: '/login', state: { from: '/about' } });
    await fillIn(first.user, ASHA.user.email, ASHA.password);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/about'));
    first.unmount();

    const second = renderRoute('/login?from=https%3A%2F%2Fevil.example%2Fphish');
    await fillIn(second.user, ASHA.user.email, ASHA.password);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
  });

  it('shows a busy, disabled button while the request runs', async () => {
    server.use(
      graphql.mutation(LogInDocument, async () => {
        await delay(150);
        return HttpResponse.json({ data: { logIn: { __typename: 'LogInPayload', user: ASHA.user, errors: [] } } });
      }),
    );
    const { user } = renderRoute('/login');

    await fillIn(user, ASHA.user.email, ASHA.password);

    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Logging in…' })).not.toBeInTheDocument());
  });

  it("shows the server's message for wrong credentials, as a form-level alert", async () => {
    const { user } = renderRoute('/login');

    await fillIn(user, ASHA.user.email, 'not-her-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('shows a field error from the server beside its field', async () => {
    answerLogInWith({
      data: {
        logIn: {
          __typename: 'LogInPayload',
          user: null,
          errors: [accountError('INVALID_EMAIL', 'email', 'This address cannot be used.')],
        },
      },
    });
    const { user } = renderRoute('/login');

    await fillIn(user, 'asha@example', ASHA.password);

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address cannot be used.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'Please signup first!' when the server gives no message", async () => {
    answerLogInWith({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    const { user } = renderRoute('/login');

    await fillIn(user, ASHA.user.email, ASHA.password);

    expect(await screen.findByRole('alert')).toHaveTextContent('Please signup first!');
  });

  it('shows the rate limit message as the server words it', async () => {
    const message = 'Too many failed login attempts. Please try again in 15 minutes.';
    answerLogInWith({ data: null, errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 900 } }] });
    const { user } = renderRoute('/login');

    await fillIn(user, ASHA.user.email, ASHA.password);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("says 'Something went wrong. Please try again.' when the server cannot be reached", async () => {
    server.use(graphql.mutation(LogInDocument, () => HttpResponse.error()));
    const { user } = renderRoute('/login');

    await fillIn(user, ASHA.user.email, ASHA.password);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('links to registration (keeping the origin) and to the forgotten-password screen', async () => {
    renderRoute('/login?from=%2FSpecialTours');
    const main = within(await screen.findByRole('main'));

    expect(await main.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?from=%2FSpecialTours',
    );
    expect(main.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(main.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(main.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });
});
