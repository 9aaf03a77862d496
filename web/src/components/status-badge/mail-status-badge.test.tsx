import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailDeliveryStatus } from '@/gql/graphql';
import { MailStatusBadge } from './mail-status-badge';

describe('MailStatusBadge', () => {
  it.each<[MailDeliveryStatus | null, string]>([
    ['PENDING', 'Waiting to send'],
    ['SENT', 'Sent'],
    ['LOGGED', 'Logged, not sent (no mail server)'],
    ['FAILED', 'Failed'],
    [null, 'Not queued'],
  ])('says %s in words (the colour only repeats them): "%s"', (status, words) => {
    render(<MailStatusBadge status={status} />);
    expect(screen.getByText(words, { exact: true })).toHaveClass('status-badge');
  });

  it('colours a failed mail apart from a sent one', () => {
    render(
      <>
        <MailStatusBadge status="FAILED" />
        <MailStatusBadge status="SENT" />
      </>,
    );
    expect(screen.getByText('Failed')).toHaveClass('status-badge--failed');
    expect(screen.getByText('Sent')).toHaveClass('status-badge--done');
  });
});
