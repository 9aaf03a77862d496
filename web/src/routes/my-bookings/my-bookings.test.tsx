import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CancelBookingDocument, OwnBookingsDocument } from '@/gql/graphql';
import { ASHA } from '@/testing/fixtures/accounts';
import { bookingFixture, bookingsListHandlers, TOO_LATE_MESSAGE } from '@/testing/bookings-list-handlers';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

const CONFIRM = 'Are you sure you want to cancel this booking?';

function cards() {
  return within(screen.getByRole('list', { name: 'Your bookings' })).getAllByRole('article');
}

function cardOf(reference: string) {
  const card = cards().find((article) => within(article).queryAllByText(reference).length > 0);
  if (!card) throw new Error(`no card for ${reference}`);
  return card;
}

/** Asha on /my-bookings with her eight bookings; the page's requests are counted. */
async function openMyBookings(options: Parameters<typeof bookingsListHandlers>[0] = {}) {
  const pageRequests: unknown[] = [];
  signInAs();
  server.use(...bookingsListHandlers(options));
  // Answers nothing, so the request falls through to the list above: this only counts.
  server.use(graphql.query(OwnBookingsDocument, ({ variables }) => void pageRequests.push(variables)));
  const view = renderRoute('/my-bookings');
  await screen.findByRole('list', { name: 'Your bookings' });
  return { ...view, pageRequests };
}

async function openCancelDialog(user: Awaited<ReturnType<typeof openMyBookings>>['user'], reference: string) {
  await user.click(within(cardOf(reference)).getByRole('button', { name: `Cancel booking ${reference}` }));
  return screen.getByRole('dialog', { name: CONFIRM });
}

describe('my bookings route', () => {
  it('changes a booking after showing the new price: the card shows the new dates and party', async () => {
    const { user } = await openMyBookings();
    await user.click(within(cardOf('IT-7KQ2M9X1')).getByRole('button', { name: 'Change booking IT-7KQ2M9X1' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change booking IT-7KQ2M9X1' }));
    await user.clear(dialog.getByLabelText('Arrival date'));
    await user.type(dialog.getByLabelText('Arrival date'), '2027-03-20');
    await user.clear(dialog.getByLabelText('Departure date'));
    await user.type(dialog.getByLabelText('Departure date'), '2027-03-23');
    await user.clear(dialog.getByLabelText('Adults'));
    await user.type(dialog.getByLabelText('Adults'), '3');
    await user.click(dialog.getByRole('button', { name: 'Show the new price' }));
    expect(await dialog.findByText('New total ₹20,000 (was ₹15,000).')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText('✅ Booking changed successfully.')).toBeInTheDocument();
    await waitFor(() => expect(cardOf('IT-7KQ2M9X1')).toHaveTextContent('20/03/2027'));
    expect(cardOf('IT-7KQ2M9X1')).toHaveTextContent('3 adults');
  });

  it('lists the bookings newest first, 6 per page, with reference, tour, dates, travellers, total, status and quote', async () => {
    const { user } = await openMyBookings();

    expect(cards()).toHaveLength(6);
    expect(screen.getByText('Showing 6 of 8 bookings')).toBeInTheDocument();
    const first = cards()[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: 'Kerala Tour' })).toBeInTheDocument();
    for (const text of ['IT-7KQ2M9X1', 'Alleppey → Munnar → Alleppey', '12/03/2027 – 15/03/2027', '2 adults, 1 child', '₹15,000']) {
      expect(first).toHaveTextContent(text);
    }
    expect(within(first).getByText('Confirmed')).toBeInTheDocument();
    expect(first).toHaveTextContent('Cancel before 14/02/2027 23:59 IST: fee 30% (₹4,500), refund ₹10,500; after that 60%.');

    await user.click(screen.getByRole('button', { name: 'Load more bookings' }));

    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(screen.queryByRole('button', { name: 'Load more bookings' })).not.toBeInTheDocument();
    // The focus goes where the new bookings begin.
    expect(within(cards()[6]!).getByRole('heading', { level: 3 })).toHaveFocus();
  });

  it('offers Cancel only on confirmed bookings that can still be cancelled (spec §4)', async () => {
    await openMyBookings();

    const cancelled = cardOf('IT-7KQ2M9X2');
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    // 18:45 UTC is past midnight in India: the cancel day is the IST one.
    expect(cancelled).toHaveTextContent('Cancelled on 21/11/2026: fee 30% (₹2,340), refund ₹5,460.');
    expect(cancelled).toHaveTextContent('1 adult');
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();

    const closed = cardOf('IT-7KQ2M9X3');
    expect(closed).toHaveTextContent('It can no longer be cancelled');
    // Within 10 days of the start: no Change either, and the rule is said (spec §9).
    expect(closed).toHaveTextContent("Changes need at least 10 days' notice before departure");
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();

    expect(within(cardOf('IT-7KQ2M9X1')).getByRole('button', { name: 'Cancel booking IT-7KQ2M9X1' })).toBeInTheDocument();
    expect(within(cardOf('IT-7KQ2M9X1')).getByRole('button', { name: 'Change booking IT-7KQ2M9X1' })).toBeInTheDocument();
  });

  it('cancels after a confirmation showing the quote, and the card turns cancelled without a refetch', async () => {
    const { user, pageRequests } = await openMyBookings();
    const dialog = await openCancelDialog(user, 'IT-7KQ2M9X1');

    expect(dialog).toHaveTextContent('Cancel before 14/02/2027 23:59 IST: fee 30% (₹4,500), refund ₹10,500; after that 60%.');
    expect(dialog).toHaveTextContent('Kerala Tour, 12/03/2027 – 15/03/2027');
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));

    expect(await screen.findByText('✅ Booking cancelled successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = cardOf('IT-7KQ2M9X1');
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(card).toHaveTextContent('Cancelled on 20/01/2027: fee 30% (₹4,500), refund ₹10,500.');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Kerala Tour' })).toHaveFocus();
    expect(pageRequests).toHaveLength(1);
  });

  it('keeps the booking when the dialog is dismissed', async () => {
    const { user } = await openMyBookings();
    await openCancelDialog(user, 'IT-7KQ2M9X1');

    await user.click(screen.getByRole('button', { name: 'Keep booking' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(cardOf('IT-7KQ2M9X1')).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking IT-7KQ2M9X1' })).toHaveFocus();
  });

  it("says '❌ You can only cancel at least 24 hours before departure.' when the server finds it too late", async () => {
    const { user } = await openMyBookings({ tooLate: [bookingFixture(1).id] });
    const dialog = await openCancelDialog(user, 'IT-7KQ2M9X1');

    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TOO_LATE_MESSAGE);
    expect(within(cardOf('IT-7KQ2M9X1')).getByText('Confirmed')).toBeInTheDocument();
  });

  it("says '❌ Failed to cancel booking.' for any other refusal", async () => {
    const { user } = await openMyBookings();
    server.use(
      graphql.mutation(CancelBookingDocument, () =>
        HttpResponse.json({
          data: { cancelBooking: { __typename: 'CancelBookingPayload', booking: null, errors: [] } },
        }),
      ),
    );
    const dialog = await openCancelDialog(user, 'IT-7KQ2M9X1');

    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('❌ Failed to cancel booking.');
  });

  it("says '🚫 Server error while cancelling booking.' when the server cannot be reached", async () => {
    const { user } = await openMyBookings();
    server.use(graphql.mutation(CancelBookingDocument, () => HttpResponse.error()));
    const dialog = await openCancelDialog(user, 'IT-7KQ2M9X1');

    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('🚫 Server error while cancelling booking.');
  });

  it("shows 'No bookings found.' when there are none", async () => {
    signInAs();
    server.use(...bookingsListHandlers({ mine: [] }));
    renderRoute('/my-bookings');

    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
  });

  it("shows 'Something went wrong.' when the list cannot load, and tries again on request", async () => {
    signInAs();
    server.use(graphql.query(OwnBookingsDocument, () => HttpResponse.error(), { once: true }), ...bookingsListHandlers());
    const { user } = renderRoute('/my-bookings');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('list', { name: 'Your bookings' })).toBeInTheDocument();
  });

  it('asks a visitor to log in, and brings them back here afterwards (spec §4)', async () => {
    server.use(...bookingsListHandlers());
    const { user, router } = renderRoute('/my-bookings');

    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(dialog).toHaveTextContent('Please log in to see your bookings.');
    expect(screen.queryByRole('list', { name: 'Your bookings' })).not.toBeInTheDocument();
    const logIn = within(dialog).getByRole('link', { name: 'Log in' });
    expect(logIn).toHaveAttribute('href', `/login?from=${encodeURIComponent('/my-bookings')}`);

    await user.click(logIn);
    await user.type(await screen.findByLabelText('Email'), ASHA.user.email);
    await user.type(screen.getByLabelText('Password'), ASHA.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bookings'));
    expect(await screen.findByRole('list', { name: 'Your bookings' })).toBeInTheDocument();
  });

  it('leaves the same offer on the page when the visitor closes the dialog', async () => {
    const { user } = renderRoute('/my-bookings');

    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Please log in to see your bookings.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
