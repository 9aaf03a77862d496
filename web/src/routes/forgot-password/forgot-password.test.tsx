import { screen, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RequestPasswordResetDocument } from '@/gql/graphql';
import { RESET_REQUESTED_MESSAGE } from '@/testing/fixtures/accounts';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';

async function requestLinkFor(user: ReturnType<typeof renderRoute>['user'], email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password route', () => {
  it("shows the server's answer, the same whether or not the email has an account", async () => {
    server.use(
      graphql.mutation(RequestPasswordResetDocument, async () => {
        await delay(100);
        return HttpResponse.json({
          data: {
            requestPasswordReset: { __typename: 'RequestPasswordResetPayload', message: RESET_REQUESTED_MESSAGE, errors: [] },
          },
        });
      }),
    );
    const { user } = renderRoute('/forgot-password');

    await requestLinkFor(user, 'nobody@example.com');

    expect(await screen.findByRole('button', { name: 'Sending the link…' })).toBeDisabled();
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('status')).toHaveTextContent(RESET_REQUESTED_MESSAGE);
  });

  it('checks the email before sending anything', async () => {
    const { user } = renderRoute('/forgot-password');

    await requestLinkFor(user, 'not an email');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email. The email address you registered with.',
    );
  });

  it("says 'Something went wrong!' when the server refuses without a message for people", async () => {
    server.use(
      graphql.mutation(RequestPasswordResetDocument, () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.' }] }),
      ),
    );
    const { user } = renderRoute('/forgot-password');

    await requestLinkFor(user, 'asha@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it("says 'Server error. Please try again later.' when the server cannot be reached", async () => {
    server.use(graphql.mutation(RequestPasswordResetDocument, () => HttpResponse.error()));
    const { user } = renderRoute('/forgot-password');

    await requestLinkFor(user, 'asha@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
  });

  it('links back to login', async () => {
    renderRoute('/forgot-password');

    expect(await within(await screen.findByRole('main')).findByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
