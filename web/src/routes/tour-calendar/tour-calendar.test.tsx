import { availabilityMessages } from '@india-tours/validation/availability';
import { addDays, indianDate } from '@india-tours/validation/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { addMonths, monthLabel, monthOf } from '@/features/availability/month-grid';
import { TourCalendarPageDocument } from '@/gql/graphql';
import { paths } from '@/paths';
import { ADMIN } from '@/testing/bookings-list-handlers';
import { indiaDateIn } from '@/testing/availability-handlers';
import { CALENDAR_TOUR, createCalendarApi, GOLDEN_TRIANGLE } from '@/testing/calendar-editing-handlers';
import { ASHA } from '@/testing/fixtures/accounts';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

// Two days running in one month, well past the 48-hour notice: the page opens on their month (`?month=`).
const FIRST = monthOf(indiaDateIn(10)) === monthOf(indiaDateIn(11)) ? indiaDateIn(10) : indiaDateIn(11);
const SECOND = addDays(FIRST, 1);
const calendarUrl = paths.tourCalendar.to(CALENDAR_TOUR.id, monthOf(FIRST));

/** The row of a date in the month's table, by the name its checkbox reads out: "Tue 12/01/2027". */
const rowOf = async (date: string) => (await screen.findByRole('checkbox', { name: new RegExp(`${indianDate(date)}$`) })).closest('tr')!;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const datesForm = () => screen.getByRole('form', { name: 'Change the selected dates' });

function openCalendarAsAdmin(setup?: Parameters<typeof createCalendarApi>[0]) {
  const api = createCalendarApi(setup);
  server.use(...api.handlers);
  signInAs(ADMIN);
  return { api, ...renderRoute(calendarUrl) };
}

describe('tour calendar route', () => {
  it('says it is loading until the calendar comes', async () => {
    signInAs(ADMIN);
    server.use(graphql.query(TourCalendarPageDocument, () => delay('infinite')));
    renderRoute(calendarUrl);

    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar and seats' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so for an ID that names no tour', async () => {
    server.use(...createCalendarApi().handlers);
    signInAs(ADMIN);
    renderRoute(paths.tourCalendar.to('VG91cjo5OTk5'));

    expect(await screen.findByText('No tour has this ID.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all calendars' })).toHaveAttribute('href', paths.dashboard.to('calendars'));
  });

  it('refuses a signed-in traveller as the other admin pages do, and shows no calendar', async () => {
    server.use(...createCalendarApi().handlers);
    signInAs(ASHA.user);
    renderRoute(calendarUrl);

    expect(await screen.findByText('Only admins can edit tours.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in and come back here', async () => {
    renderRoute(calendarUrl);

    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.login.to(calendarUrl));
  });

  it("shows each date's seats, taken, held and left, and marks a date's own seats and a closed date", async () => {
    openCalendarAsAdmin({ departures: { [FIRST]: { seats: 12, hasOwnSeats: true, seatsTaken: 3, seatsHeld: 2 }, [SECOND]: { isClosed: true } } });

    expect(await screen.findByRole('heading', { level: 1, name: `Calendar and seats: ${CALENDAR_TOUR.title}` })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: `Start dates in ${monthLabel(monthOf(FIRST))}` })).toBeInTheDocument();
    expect(cellsOf(await rowOf(FIRST))).toEqual(['Seats available', '12own', '3', '2', '7']);
    expect(cellsOf(await rowOf(SECOND))).toEqual(['Not running', '40', '0', '0', '0']);
  });

  it('sets the seats of a selected date; the table and the change history show it at once', async () => {
    const { api, user } = openCalendarAsAdmin();
    await user.click(within(await rowOf(FIRST)).getByRole('checkbox'));
    expect(within(datesForm()).getByText(`Selected: ${indianDate(FIRST)}.`)).toBeInTheDocument();

    await user.type(within(datesForm()).getByLabelText('Seats for the selected dates'), '12');
    await user.click(within(datesForm()).getByRole('button', { name: 'Set seats' }));

    expect(await within(datesForm()).findByText(`Seats set to 12 on ${indianDate(FIRST)}.`)).toBeInTheDocument();
    expect(api.updates).toEqual([{ tourId: CALENDAR_TOUR.id, dates: [FIRST], seats: 12 }]);
    expect(cellsOf(await rowOf(FIRST))).toEqual(['Seats available', '12own', '0', '0', '12']);
    expect(within(await rowOf(FIRST)).getByRole('checkbox')).not.toBeChecked();
    const history = screen.getByRole('list', { name: 'Changes, newest first' });
    expect(within(history).getByRole('listitem')).toHaveTextContent(new RegExp(`^${indianDate(FIRST)} · seats 40 → 12 · by ${ADMIN.name} · .+ IST$`));
  });

  it("shows the API's refusal beside the form, naming the date, and changes nothing", async () => {
    const { user } = openCalendarAsAdmin({ departures: { [FIRST]: { seatsTaken: 6 } } });
    await user.click(within(await rowOf(FIRST)).getByRole('checkbox'));
    await user.type(screen.getByLabelText('Seats for the selected dates'), '4');
    await user.click(screen.getByRole('button', { name: 'Set seats' }));

    expect(await within(datesForm()).findByRole('alert')).toHaveTextContent(availabilityMessages.seatsBelowTaken(FIRST, 6));
    expect(cellsOf(await rowOf(FIRST))).toEqual(['Seats available', '40', '6', '0', '34']);
    expect(within(await rowOf(FIRST)).getByRole('checkbox')).toBeChecked();
  });

  it('checks the seats in the browser by the shared rule, and asks for a date first', async () => {
    const { api, user } = openCalendarAsAdmin();
    await user.click(await screen.findByRole('button', { name: 'Close dates' }));
    expect(await within(datesForm()).findByRole('alert')).toHaveTextContent(availabilityMessages.noDates);

    await user.click(within(await rowOf(FIRST)).getByRole('checkbox'));
    await user.type(screen.getByLabelText('Seats for the selected dates'), '1001');
    await user.click(screen.getByRole('button', { name: 'Set seats' }));
    expect(screen.getByLabelText('Seats for the selected dates')).toHaveAccessibleDescription(expect.stringContaining(availabilityMessages.invalidSeats));
    expect(api.updates).toEqual([]);
  });

  it('closes the selected dates and opens them again', async () => {
    const { api, user } = openCalendarAsAdmin();
    await user.click(within(await rowOf(FIRST)).getByRole('checkbox'));
    await user.click(within(await rowOf(SECOND)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Close dates' }));

    expect(await screen.findByText(`Closed to new bookings: ${indianDate(FIRST)}, ${indianDate(SECOND)}.`)).toBeInTheDocument();
    expect(api.updates).toEqual([{ tourId: CALENDAR_TOUR.id, dates: [FIRST, SECOND], closed: true }]);
    expect(cellsOf(await rowOf(SECOND))).toEqual(['Not running', '40', '0', '0', '0']);
    expect(screen.getAllByText(/ · closed · by /)).toHaveLength(2);

    await user.click(within(await rowOf(SECOND)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Open dates' }));
    expect(await screen.findByText(`Open for bookings: ${indianDate(SECOND)}.`)).toBeInTheDocument();
    expect(cellsOf(await rowOf(SECOND))[0]).toBe('Seats available');
  });

  it('sets the default seats, which the dates that follow it show', async () => {
    const { user } = openCalendarAsAdmin();
    const seats = await screen.findByLabelText('Seats per start date');
    expect(seats).toHaveValue(40);
    await user.clear(seats);
    await user.type(seats, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Default seats set to 30.')).toBeInTheDocument();
    expect(cellsOf(await rowOf(FIRST))).toEqual(['Seats available', '30', '0', '0', '30']);
    expect(await screen.findByText(new RegExp(`^Default · seats 40 → 30 · by ${ADMIN.name}`))).toBeInTheDocument();
  });

  it('moves to the next month by its button, the month in the address, with nothing selected there', async () => {
    const { user, router } = openCalendarAsAdmin();
    await user.click(within(await rowOf(FIRST)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /^Next month/ }));

    const next = addMonths(monthOf(FIRST), 1);
    expect(await screen.findByRole('table', { name: `Start dates in ${monthLabel(next)}` })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?month=${next}`);
    expect(within(datesForm()).getByText('No dates selected: tick the dates to change in the table.')).toBeInTheDocument();
  });

  it('lists the changes newest first, ten at a time; Load more brings the rest and takes the focus to the first of them', async () => {
    const { user } = openCalendarAsAdmin({ history: 12 });

    expect(await screen.findByText('Showing 10 of 12 changes')).toBeInTheDocument();
    const changes = screen.getByRole('list', { name: 'Changes, newest first' });
    expect(within(changes).getAllByRole('listitem')[0]).toHaveTextContent(new RegExp(`^Default · seats 39 → 40 · by ${ADMIN.name} · `));
    await user.click(screen.getByRole('button', { name: 'Load more changes' }));

    expect(await screen.findByText('Showing 12 of 12 changes')).toBeInTheDocument();
    expect(within(changes).getAllByRole('listitem')[10]).toHaveFocus();
    expect(within(changes).getAllByRole('listitem')[11]).toHaveTextContent(/^Default · seats 28 → 29 · /);
    expect(screen.queryByRole('button', { name: 'Load more changes' })).not.toBeInTheDocument();
  });

  it('opens the manifest on the next date with travellers, with the total and the CSV link', async () => {
    const booking = { reference: 'IT-7KQ2M9X1', name: 'Kavya Menon', phone: '9876543210', adults: 2, children: 1 };
    openCalendarAsAdmin({ departures: { [SECOND]: { seatsTaken: 3 } }, manifests: { [SECOND]: [booking] } });

    const manifest = await screen.findByRole('table', { name: `Who starts on ${indianDate(SECOND)}` });
    expect(screen.getByLabelText('Start date')).toHaveValue(SECOND);
    expect(within(manifest).getByRole('row', { name: /IT-7KQ2M9X1 Kavya Menon 9876543210 3 \(2 adults, 1 child\)/ })).toBeInTheDocument();
    expect(within(manifest).getByRole('row', { name: 'Total travellers 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', paths.manifestCsv.to(CALENDAR_TOUR.id, SECOND));
  });
});

describe('reaching the tour calendar', () => {
  it("lists every bookable tour on the desk's Calendars panel, each linking to its calendar", async () => {
    server.use(...createCalendarApi().handlers);
    signInAs(ADMIN);
    const { user } = renderRoute(paths.dashboard.to('calendars'));
    expect(await screen.findByRole('link', { name: 'Calendars' })).toHaveAttribute('aria-current', 'page');

    const tours = await screen.findByRole('list', { name: 'Bookable tours' });
    expect(within(tours).getByRole('link', { name: GOLDEN_TRIANGLE.title })).toHaveAttribute('href', paths.tourCalendar.to(GOLDEN_TRIANGLE.id));
    await user.click(within(tours).getByRole('link', { name: CALENDAR_TOUR.title }));
    expect(await screen.findByRole('heading', { level: 1, name: `Calendar and seats: ${CALENDAR_TOUR.title}` })).toBeInTheDocument();
  });

  it("links the special tour's edit page to its calendar", async () => {
    signInAs(ADMIN);
    renderRoute(paths.editSpecialTour.to(CALENDAR_TOUR.id));

    await waitFor(() => expect(screen.getByRole('link', { name: 'Calendar and seats' })).toHaveAttribute('href', paths.tourCalendar.to(CALENDAR_TOUR.id)));
  });
});
