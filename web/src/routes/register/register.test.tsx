import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RegisterDocument } from '@/gql/graphql';
import { ASHA } from '@/testing/fixtures/accounts';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { recordLoggedInEvents } from '@/testing/sign-in';

type Form = { name: string; email: string; phone: string; password: string; confirmation: string };
const RAVI: Form = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9876543210',
  password: 'backwater-sunset-9',
  confirmation: 'backwater-sunset-9',
};

async function fillIn(user: ReturnType<typeof renderRoute>['user'], form: Form) {
  const type = async (label: string, text: string) => {
    if (text) await user.type(await screen.findByLabelText(label), text);
  };
  await type('Full name', form.name);
  await type('Email', form.email);
  await type('Mobile number', form.phone);
  await type('Password', form.password);
  await type('Confirm password', form.confirmation);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register route', () => {
  it('checks every field with the spec rules and texts before sending anything (spec §5)', async () => {
    let requests = 0;
    server.use(
      graphql.mutation(RegisterDocument, () => {
        requests += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    const { user } = renderRoute('/register');

    await fillIn(user, { name: 'R2-D2', email: 'ravi@example', phone: '5876543210', password: '12345', confirmation: '123456' });

    await screen.findByText('Name should only contain letters and spaces.');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Name should only contain letters and spaces.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Please enter a valid 10-digit phone number starting with 6-9. 10 digits, starting with 6, 7, 8 or 9.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters long. At least 6 characters. Avoid common passwords.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match!');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(requests).toBe(0);
  });

  it("registers, signs the user in, says 'Registration successful!' and returns to the origin", async () => {
    const announced = recordLoggedInEvents();
    const { user, router } = renderRoute({ pathname: '/register', search: '?from=%2FSpecialTours' });

    await fillIn(user, RAVI);

    await screen.findByRole('heading', { level: 1, name: 'Special tours' });
    expect(router.state.location.pathname).toBe('/SpecialTours');
    expect(screen.getByRole('status')).toHaveTextContent('Registration successful!');
    const stored = { name: 'Ravi Kumar', email: 'ravi@example.com', role: 'user' };
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(stored);
    expect(announced).toEqual([stored]);
  });

  it('shows a busy, disabled button while the account is created', async () => {
    server.use(
      graphql.mutation(RegisterDocument, async () => {
        await delay(150);
        return HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.' }] });
      }),
    );
    const { user } = renderRoute('/register');

    await fillIn(user, RAVI);

    expect(await screen.findByRole('button', { name: 'Creating your account…' })).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed!');
  });

  it("shows the server's message beside the field it is about: an email already taken", async () => {
    const { user } = renderRoute('/register');

    await fillIn(user, { ...RAVI, email: ASHA.user.email });

    const email = screen.getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('An account with this email already exists. Please log in instead.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it("says 'Registration failed!' when the server cannot be reached", async () => {
    server.use(graphql.mutation(RegisterDocument, () => HttpResponse.error()));
    const { user } = renderRoute('/register');

    await fillIn(user, RAVI);

    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed!');
  });

  it('links back to login, keeping the origin, and asks browsers for the right autofill', async () => {
    renderRoute('/register?from=%2Fabout');
    const main = within(await screen.findByRole('main'));

    expect(await main.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?from=%2Fabout');
    expect(main.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(main.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(main.getByLabelText('Mobile number')).toHaveAttribute('autocomplete', 'tel-national');
    expect(main.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(main.getByLabelText('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
  });
});
