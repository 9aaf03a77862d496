import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SendContactMessageDocument, type SendContactMessageInput } from '@/gql/graphql';
import { contactTicket } from '@/testing/contact-handlers';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { ContactForm, type ContactSender } from './contact-form';

function recordSends(answer?: () => Response) {
  const inputs: SendContactMessageInput[] = [];
  server.use(
    graphql.mutation(SendContactMessageDocument, ({ variables }) => {
      inputs.push(variables.input);
      return answer?.();
    }),
  );
  return inputs;
}

function renderForm(sender: ContactSender = {}) {
  const onSent = vi.fn();
  const view = renderWithProviders(<ContactForm sender={sender} onSent={onSent} />);
  return { ...view, onSent };
}

type User = ReturnType<typeof renderForm>['user'];

async function fillForm(user: User) {
  await user.type(screen.getByLabelText('Name'), '  Meera Nair ');
  await user.type(screen.getByLabelText('Email'), 'meera@example.com');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.type(screen.getByLabelText('Message'), 'Can the Kerala tour start in Kochi?{Enter}Two of us, in March.');
}

const sendButton = () => screen.getByRole('button', { name: 'Send message' });

describe('ContactForm', () => {
  it('says every field is required, with the shared messages, and sends nothing (spec §5)', async () => {
    const inputs = recordSends();
    const { user } = renderForm();

    await user.click(sendButton());

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Email is required.'));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(expect.stringContaining('Phone is required.'));
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(expect.stringContaining('Message is required.'));
    expect(inputs).toEqual([]);
  });

  it('takes a name of letters and spaces, a valid email and exactly 10 digits', async () => {
    const inputs = recordSends();
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Meera 2');
    await user.type(screen.getByLabelText('Email'), 'meera@example');
    await user.type(screen.getByLabelText('Phone'), '98765 4321');
    await user.type(screen.getByLabelText('Message'), 'Hello');

    await user.click(sendButton());

    expect(await screen.findByText('Name should only contain letters and spaces.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email.'));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid 10-digit phone number.'),
    );
    expect(screen.getByLabelText('Message')).toBeValid();
    expect(inputs).toEqual([]);
  });

  it('sends the trimmed fields, the message line by line, and hands on the ticket', async () => {
    const inputs = recordSends();
    const { user, onSent } = renderForm();
    await fillForm(user);

    await user.click(sendButton());

    await vi.waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(inputs).toEqual([
      {
        name: 'Meera Nair',
        email: 'meera@example.com',
        phone: '9876543210',
        message: 'Can the Kerala tour start in Kochi?\nTwo of us, in March.',
      },
    ]);
    expect(onSent).toHaveBeenCalledWith(contactTicket('PENDING'), expect.objectContaining({ email: 'meera@example.com' }));
  });

  it('starts with the sender it is given', () => {
    renderForm({ name: 'Asha Verma', email: 'asha@example.com' });

    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
  });

  it("says 'Backend Error: {message}' when the server refuses, with each message beside its field too", async () => {
    recordSends(() =>
      HttpResponse.json({
        data: {
          sendContactMessage: {
            __typename: 'SendContactMessagePayload',
            ticket: null,
            errors: [
              { __typename: 'ContactError', code: 'INVALID_EMAIL', field: ['input', 'email'], message: 'Please enter a valid email.' },
            ],
          },
        },
      }),
    );
    const { user, onSent } = renderForm();
    await fillForm(user);

    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Backend Error: Please enter a valid email.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email.'));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onSent).not.toHaveBeenCalled();
  });

  it("says 'Backend Error: {message}' with the server's words when too many messages were sent", async () => {
    const limited = 'Too many messages from this address. Please try again in 9 minutes.';
    recordSends(() =>
      HttpResponse.json({ data: null, errors: [{ message: limited, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 540 } }] }),
    );
    const { user } = renderForm();
    await fillForm(user);

    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(`Backend Error: ${limited}`);
  });

  it("says 'Server Error: {message}' with the network's message when the server cannot be reached", async () => {
    recordSends(() => HttpResponse.error());
    const { user, onSent } = renderForm();
    await fillForm(user);

    await user.click(sendButton());

    // The browser's own words for a request that got no answer.
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error: Failed to fetch');
    expect(onSent).not.toHaveBeenCalled();
  });
});
