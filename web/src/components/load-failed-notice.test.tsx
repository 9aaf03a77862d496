import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailedNotice } from './load-failed-notice';

const MESSAGE = 'We could not load the tours right now. Please check your connection and try again.';

describe('LoadFailedNotice', () => {
  it('says what failed as an alert, and tries again on request', async () => {
    const onRetry = vi.fn();
    render(<LoadFailedNotice message={MESSAGE} onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps Try again out of the alert, so it is read out once with the message only', () => {
    render(<LoadFailedNotice message={MESSAGE} onRetry={() => {}} />);

    expect(within(screen.getByRole('alert')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveClass('button--teal');
  });

  it('heads a whole failed page, all of it one alert, with other ways on beside Try again', () => {
    render(<LoadFailedNotice title="Something went wrong" message={MESSAGE} onRetry={() => {}} otherActions={<a href="/">Back to home</a>} />);

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(MESSAGE);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('sits in a card with a ghost button when plain', () => {
    render(<LoadFailedNotice look="plain" message={MESSAGE} onRetry={() => {}} />);

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveClass('button--ghost');
  });

  it('says it in one sentence under a field when inline, Try again within it', async () => {
    const onRetry = vi.fn();
    render(<LoadFailedNotice look="inline" message="⚠️ Failed to load countries." onRetry={onRetry} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('⚠️ Failed to load countries. Try again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(onRetry).toHaveBeenCalledOnce();
  });
});
