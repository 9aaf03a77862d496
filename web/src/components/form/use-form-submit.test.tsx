import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormError } from './form-error';
import type { PayloadError } from './form-errors';
import { useFormSubmit } from './use-form-submit';

type Send = () => Promise<ReadonlyArray<PayloadError> | undefined>;

function EmailForm({ send }: { send: Send }) {
  const form = useForm({ defaultValues: { email: 'asha@example.com' } });
  const { onSubmit, formError } = useFormSubmit(form, {
    fieldNames: ['email'],
    failureMessages: { rejected: 'Refused.', unreachable: 'Unreachable.' },
    send,
  });
  return (
    <form onSubmit={onSubmit}>
      <FormError message={formError} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFormSubmit', () => {
  it('shows the refusal text when the server refuses without naming a problem', async () => {
    const user = userEvent.setup();
    render(<EmailForm send={async () => []} />);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Refused.');
  });

  it('takes the last form-level error away as soon as the form is sent again', async () => {
    const send = vi
      .fn<Send>()
      .mockResolvedValueOnce([{ code: 'INVALID_CREDENTIALS', field: null, message: 'Invalid email or password.' }])
      .mockReturnValueOnce(new Promise(() => {}));
    const user = userEvent.setup();
    render(<EmailForm send={send} />);
    const button = screen.getByRole('button', { name: 'Send' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');

    await user.click(button);

    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
