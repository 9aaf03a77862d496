import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BookingMailStatusDocument, type MailDeliveryStatus } from '@/gql/graphql';
import { BOOKING_ID } from '@/testing/fixtures/tour-booking';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { mailOutcomeMessages, useBookingMailStatus } from './use-booking-mail-status';

const QUICK = { intervalMs: 20, waitMs: 200 };

function MailStatus({ status, isQueued = true }: { status: MailDeliveryStatus | null; isQueued?: boolean }) {
  const outcome = useBookingMailStatus({ id: BOOKING_ID, confirmationMailStatus: status }, isQueued, QUICK);
  return <p>{mailOutcomeMessages[outcome]}</p>;
}

/** The server's answers to the polls, in turn; the last one repeats. */
function mailStatusAnswers(...statuses: (MailDeliveryStatus | null)[]) {
  let call = 0;
  server.use(
    graphql.query(BookingMailStatusDocument, () => {
      const status = statuses[Math.min(call++, statuses.length - 1)] ?? null;
      return HttpResponse.json({ data: { node: { __typename: 'Booking', id: BOOKING_ID, confirmationMailStatus: status } } });
    }),
  );
}

describe('useBookingMailStatus', () => {
  it('says the mail is on its way, then that it was sent once the server says SENT', async () => {
    mailStatusAnswers('PENDING', 'SENT');
    renderWithProviders(<MailStatus status="PENDING" />);

    expect(screen.getByText(mailOutcomeMessages.checking)).toBeInTheDocument();
    expect(await screen.findByText('📩 Booking confirmation sent via email ✅')).toBeInTheDocument();
  });

  it("says '📩 Booking saved but email failed to send ❌' when delivery failed", async () => {
    mailStatusAnswers('FAILED');
    renderWithProviders(<MailStatus status="PENDING" />);

    expect(await screen.findByText('📩 Booking saved but email failed to send ❌')).toBeInTheDocument();
  });

  it("says '⚠️ Booking saved but email not sent ❌' when the mail is still pending after the wait", async () => {
    mailStatusAnswers('PENDING');
    renderWithProviders(<MailStatus status="PENDING" />);

    expect(await screen.findByText('⚠️ Booking saved but email not sent ❌')).toBeInTheDocument();
  });

  it('says the email was not sent when only logged (no mail server), when none was queued, or when polling fails', async () => {
    const { unmount } = renderWithProviders(<MailStatus status="LOGGED" />);
    expect(screen.getByText('⚠️ Booking saved but email not sent ❌')).toBeInTheDocument();
    unmount();

    const notQueued = renderWithProviders(<MailStatus status={null} isQueued={false} />);
    expect(screen.getByText('⚠️ Booking saved but email not sent ❌')).toBeInTheDocument();
    notQueued.unmount();

    server.use(graphql.query(BookingMailStatusDocument, () => HttpResponse.error()));
    renderWithProviders(<MailStatus status="PENDING" />);
    expect(await screen.findByText('⚠️ Booking saved but email not sent ❌')).toBeInTheDocument();
  });
});
