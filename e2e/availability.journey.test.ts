import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newAccount, registerThroughApi, submitLogin, type Account } from './account-steps.js';
import { fillBookingForm, graphql, indiaDateIn, stateIdOf } from './booking-steps.js';
import { inspectAtBothWidths, launchChromium, openCheckedPage } from './browser.js';
import { startBuiltApp, type RunningApp } from './built-app.js';

/*
 * Issue 36, a tour's calendar as travellers meet it: the operator gives a start date 3 seats; a traveller sees it on the
 * tour's calendar as few left, picks it, and books the last 3 seats; a second traveller sees it sold out and is refused
 * with the date named; once the first cancels, the seats are back on the calendar.
 */
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY = 'availability';
const ADMIN = { email: 'calendar@indiatours.test', password: 'Saffron-Desk-2031' };
const START = indiaDateIn(16);

let app: RunningApp;
let browser: Browser;
let first: Account;
let second: Account;
let tourId: string;
beforeAll(async () => {
  [app, browser] = await Promise.all([startBuiltApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } }), launchChromium()]);
  [first, second] = [newAccount('Meera Iyer'), newAccount('Kabir Khan')];
  await Promise.all([registerThroughApi(app.baseUrl, first), registerThroughApi(app.baseUrl, second)]);
  tourId = await stateIdOf(app.baseUrl, 'Kerala');
  await setSeats(tourId, START, 3);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function setSeats(tour: string, date: string, seats: number): Promise<void> {
  const { logIn } = await graphql<{ logIn: { token: string } }>(app.baseUrl, 'mutation ($input: LogInInput!) { logIn(input: $input) { token } }', {
    input: ADMIN,
  });
  const { updateTourDates } = await graphql<{ updateTourDates: { errors: unknown[] } }>(
    app.baseUrl,
    'mutation ($input: UpdateTourDatesInput!) { updateTourDates(input: $input) { errors { message } } }',
    { input: { tourId: tour, dates: [date], seats } },
    logIn.token,
  );
  expect(updateTourDates.errors).toEqual([]);
}

const indianDate = (isoDate: string) => isoDate.split('-').reverse().join('/');
const dayLabel = (isoDate: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
const startDay = (page: Page) => page.getByRole('grid').getByRole('button', { name: new RegExp(`, ${dayLabel(START)}:`) });
/** What the start date's cell shows and says: its day, its note ("3 left", "Full"), then the date and its status for screen readers. */
const startDayText = (note: string, status: string) => `${Number(START.slice(8))} ${note}, ${dayLabel(START)}: ${status}`;
const textOf = async (page: Page) => (await startDay(page).textContent())?.replace(/\s+/g, ' ').trim();

async function openTourAs(page: Page, account: Account): Promise<void> {
  await page.goto(`${app.baseUrl}/login?from=${encodeURIComponent(`/tour/${tourId}`)}`);
  await submitLogin(page, account.email, account.password);
  await page.waitForURL(`${app.baseUrl}/tour/${tourId}`);
  await page.getByRole('grid').waitFor();
  // The start date is 16 days ahead: this month or the next.
  if ((await startDay(page).count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
}

describe("a tour's start dates and seats", () => {
  it('books the last seats of a date picked on the calendar; the next traveller finds it sold out; a cancel frees them', async () => {
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    await openTourAs(page, first);
    await expect.poll(() => textOf(page)).toBe(startDayText('3 left', 'Few left (5 or fewer)'));
    await inspectAtBothWidths(page, { journey: JOURNEY, name: '00-calendar-few-left' });

    await startDay(page).click();
    const form = page.getByRole('form', { name: /^Book the / });
    await expect.poll(() => form.getByLabel('Arrival date').inputValue()).toBe(START);
    await fillBookingForm(page, { name: first.name, arrivalDate: START, departureDate: indiaDateIn(18) });
    await form.getByRole('button', { name: 'Book now' }).click();
    await page.getByText('✅ Booking done successfully!').waitFor();
    await expect.poll(() => textOf(page)).toBe(startDayText('Full', 'Sold out'));
    await inspectAtBothWidths(page, { journey: JOURNEY, name: '01-booked-last-seats' });
    await context.close();

    const other = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    await openTourAs(other.page, second);
    await expect.poll(() => startDay(other.page).getAttribute('aria-disabled')).toBe('true');
    await fillBookingForm(other.page, { name: second.name, arrivalDate: START, departureDate: indiaDateIn(18) });
    await other.page.getByRole('form', { name: /^Book the / }).getByRole('button', { name: 'Book now' }).click();
    await other.page.getByText(`This tour is sold out on ${indianDate(START)}. Please choose another arrival date.`).waitFor();
    await inspectAtBothWidths(other.page, { journey: JOURNEY, name: '02-sold-out-refused' });

    const mine = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    await mine.page.goto(`${app.baseUrl}/login?from=${encodeURIComponent('/my-bookings')}`);
    await submitLogin(mine.page, first.email, first.password);
    await mine.page.waitForURL(`${app.baseUrl}/my-bookings`);
    await mine.page.getByRole('button', { name: /^Cancel booking / }).click();
    await mine.page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel booking' }).click();
    await mine.page.getByText('✅ Booking cancelled successfully.').waitFor();
    expect(mine.problems).toEqual([]);
    await mine.context.close();

    await other.page.reload();
    await other.page.getByRole('grid').waitFor();
    if ((await startDay(other.page).count()) === 0) await other.page.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => textOf(other.page)).toBe(startDayText('3 left', 'Few left (5 or fewer)'));
    expect(other.problems).toEqual([]);
    expect(problems).toEqual([]);
    await other.context.close();
  });
});
