import { indianDate } from '@india-tours/validation/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { indiaDateIn, tourDatesHandler } from '@/testing/availability-handlers';
import { fillTrip, openBookingForm, UP_TOUR } from '@/testing/booking-form-steps';
import { tourPageHandler } from '@/testing/booking-handlers';
import { ASHA_ACCOUNT } from '@/testing/fixtures/tour-booking';
import { renderRoute } from '@/testing/render';
import { signInAs } from '@/testing/sign-in';
import { server } from '@/testing/server';
import { dayLabel } from './month-grid';

// Ten days ahead is always past the 48-hour close; the next two days are in the same month or the next.
const [OPEN, FEW, SOLD_OUT, CLOSED] = [10, 11, 12, 13].map(indiaDateIn) as [string, string, string, string];

function withDates() {
  server.use(
    tourDatesHandler({
      [FEW]: { status: 'FEW_LEFT', seatsLeft: 2 },
      [SOLD_OUT]: { status: 'SOLD_OUT', seatsLeft: 0 },
      [CLOSED]: { status: 'CLOSED', seatsLeft: 0 },
    }),
  );
}

const dayButton = (date: string) => screen.findByRole('button', { name: new RegExp(`, ${dayLabel(date)}(:|$)`) });
const day = (date: string) => Number(date.slice(8));

describe('the tour page calendar', () => {
  it('shows each start date with its status and seats left, to visitors too', async () => {
    withDates();
    renderRoute(`/tour/${UP_TOUR.id}`);
    await screen.findByRole('grid');
    await showMonthOf(OPEN);
    expect(await dayButton(OPEN)).toHaveTextContent(`${day(OPEN)} 40 left, ${dayLabel(OPEN)}: Seats available`);
    await showMonthOf(FEW);
    expect(await dayButton(FEW)).toHaveTextContent(`${day(FEW)} 2 left, ${dayLabel(FEW)}: Few left (5 or fewer)`);
    await showMonthOf(SOLD_OUT);
    expect(await dayButton(SOLD_OUT)).toHaveAttribute('aria-disabled', 'true');
    await showMonthOf(CLOSED);
    expect(await dayButton(CLOSED)).toHaveTextContent(`${day(CLOSED)} Off, ${dayLabel(CLOSED)}: Not running`);
  });

  it('fills the arrival date when a date is picked, and refuses a party larger than its seats with the server\'s words', async () => {
    withDates();
    const user = userEvent.setup();
    const { form } = await openBookingForm();
    await showMonthOf(FEW);
    await user.click(await dayButton(FEW));
    await waitFor(() => expect(form.getByLabelText('Arrival date')).toHaveValue(FEW));
    expect(screen.getByRole('gridcell', { selected: true })).toHaveTextContent('2 left');
    await fillTrip(user, form, { adults: '2', children: '1' });
    await user.clear(form.getByLabelText('Arrival date'));
    await user.type(form.getByLabelText('Arrival date'), FEW);
    await user.click(form.getByRole('button', { name: 'Book now' }));
    expect(await form.findByText(`Only 2 seats are left on ${indianDate(FEW)}, and your party is 3. Please choose another arrival date or fewer travellers.`)).toBeInTheDocument();
  });

  it("keeps a visitor's pick in the URL, so the form opens on it once they are signed in", async () => {
    withDates();
    const { router, user, unmount } = renderRoute(`/tour/${UP_TOUR.id}`);
    await screen.findByRole('grid');
    await showMonthOf(OPEN);
    await user.click(await dayButton(OPEN));
    await waitFor(() => expect(router.state.location.search).toBe(`?arrival=${OPEN}`));
    expect(screen.getByRole('gridcell', { selected: true })).toHaveTextContent(`${day(OPEN)} 40 left`);
    unmount();

    signInAs();
    server.use(tourPageHandler({ me: ASHA_ACCOUNT }));
    renderRoute(`/tour/${UP_TOUR.id}?arrival=${OPEN}`);
    const form = within(await screen.findByRole('form', { name: 'Book the Uttar Pradesh Tour' }));
    await waitFor(() => expect(form.getByLabelText('Arrival date')).toHaveValue(OPEN));
  });

  it('moves by day, week and month with the keys, one tab stop for the whole grid', async () => {
    withDates();
    const user = userEvent.setup();
    renderRoute(`/tour/${UP_TOUR.id}`);
    const grid = await screen.findByRole('grid');
    const focusable = within(grid)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    focusable[0]!.focus();
    const start = focusable[0]!;
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).not.toBe(start);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(start);
    const month = screen.getByRole('grid').getAttribute('aria-labelledby')!;
    await user.keyboard('{PageDown}');
    // The next month is shown and the focus is in it, still on the grid's one tab stop.
    expect(screen.getByRole('grid').getAttribute('aria-labelledby')).not.toBe(month);
    expect(document.activeElement?.closest('table')).toBe(screen.getByRole('grid'));
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
  });
});

/** Clicks Next month until the grid shows the date's month. */
async function showMonthOf(date: string) {
  const user = userEvent.setup();
  for (let step = 0; step < 2 && !screen.queryByRole('button', { name: new RegExp(`, ${dayLabel(date)}(:|$)`) }); step += 1) {
    await user.click(screen.getByRole('button', { name: 'Next month' }));
  }
}
