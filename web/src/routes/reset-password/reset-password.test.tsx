import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ResetPasswordDocument } from '@/gql/graphql';
import { VALID_RESET_TOKEN } from '@/testing/fixtures/accounts';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

const NEW_PASSWORD = 'tea-garden-dawn-7';

async function chooseNewPassword(user: ReturnType<typeof renderRoute>['user'], password: string, confirmation = password) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('reset password route', () => {
  it("says 'Missing token' and offers no form when the link has no token (spec §5)", async () => {
    renderRoute('/reset-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Missing token');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("says 'Password reset successfully!', then goes to /login after 2 s (spec §8, §9)", async () => {
    signInAs();
    const { user, router } = renderRoute(`/reset-password?token=${VALID_RESET_TOKEN}`);

    await chooseNewPassword(user, NEW_PASSWORD);

    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
    const shownAt = Date.now();
    // Every session of the account has ended on the server, so the stored user goes too.
    expect(localStorage.getItem('userData')).toBeNull();
    expect(router.state.location.pathname).toBe('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1900);
  });

  it('checks the new password and its confirmation before sending anything', async () => {
    const { user } = renderRoute(`/reset-password?token=${VALID_RESET_TOKEN}`);

    await chooseNewPassword(user, '12345', '54321');

    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters long. At least 6 characters. Avoid common passwords.',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match!');
  });

  it("shows the server's message for a used or expired link", async () => {
    const { user } = renderRoute('/reset-password?token=used-token');

    await chooseNewPassword(user, NEW_PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired. Please request a new one.',
    );
  });

  it("says 'Error occurred' when the server refuses without a message for people", async () => {
    server.use(
      graphql.mutation(ResetPasswordDocument, () => HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.' }] })),
    );
    const { user } = renderRoute(`/reset-password?token=${VALID_RESET_TOKEN}`);

    await chooseNewPassword(user, NEW_PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error occurred');
  });

  it("says 'Something went wrong' when the server cannot be reached", async () => {
    server.use(graphql.mutation(ResetPasswordDocument, () => HttpResponse.error()));
    const { user } = renderRoute(`/reset-password?token=${VALID_RESET_TOKEN}`);

    await chooseNewPassword(user, NEW_PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
