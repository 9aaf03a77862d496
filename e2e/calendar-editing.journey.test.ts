import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newAccount, registerThroughApi, submitLogin } from './account-steps.js';
import { bookThroughApi, indiaDateIn, stateIdOf } from './booking-steps.js';
import { inspectAtBothWidths, launchChromium, openCheckedPage } from './browser.js';
import { startBuiltApp, type RunningApp } from './built-app.js';

/*
 * The admin's tour calendar (issue 36): from the desk's Calendars panel to a tour's calendar, where the admin sets the
 * default seats, one date's own seats, closes another date, is refused seats below what a booked date has taken, and
 * reads the change history and the manifest of the date a traveller booked through the API.
 */
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY = 'calendar-editing';
const ADMIN = { email: 'calendar@indiatours.test', password: 'Saffron-Desk-2031' };

let app: RunningApp;
let browser: Browser;
let bookedDate: string;
let reference: string;
beforeAll(async () => {
  [app, browser] = await Promise.all([startBuiltApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } }), launchChromium()]);
  const traveller = newAccount('Kavya Menon');
  await registerThroughApi(app.baseUrl, traveller);
  // bookThroughApi books two adults starting 20 days from now.
  bookedDate = indiaDateIn(20);
  reference = await bookThroughApi(app.baseUrl, traveller, await stateIdOf(app.baseUrl, 'Kerala'));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const inspectBoth = (page: Page, name: string) => inspectAtBothWidths(page, { journey: JOURNEY, name });
/** dd/mm/yyyy, as the screen writes dates. */
const indian = (isoDate: string) => isoDate.split('-').reverse().join('/');
const monthOf = (isoDate: string) => isoDate.slice(0, 7);
/** Day `day` of the month after today's (IST). */
function nextMonthDay(day: number): string {
  const [year, month] = indiaDateIn(0).split('-').map(Number) as [number, number];
  return `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const dateBox = (page: Page, isoDate: string) => page.getByRole('checkbox', { name: new RegExp(`${indian(isoDate)}$`) });
const rowOf = (page: Page, isoDate: string) => page.getByRole('row').filter({ has: dateBox(page, isoDate) });
const datesForm = (page: Page) => page.getByRole('form', { name: 'Change the selected dates' });

describe("the admin's tour calendar", () => {
  it('sets the default, one date\'s seats, closes a date, is refused below the seats taken, and reads the history and the manifest', async () => {
    // Two dates of next month that nobody booked: the third and fourth, or the seventh and eighth if the booking is on one.
    const [seatsDate, closedDate] = [3, 4].map(nextMonthDay).includes(bookedDate) ? [nextMonthDay(7), nextMonthDay(8)] : [nextMonthDay(3), nextMonthDay(4)];
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    await page.goto(`${app.baseUrl}/login?from=${encodeURIComponent('/dashboard?panel=calendars')}`);
    await submitLogin(page, ADMIN.email, ADMIN.password);
    const tours = page.getByRole('list', { name: 'Bookable tours' });
    await tours.getByRole('link', { name: 'Golden Triangle Tour' }).waitFor();
    await tours.getByRole('link', { name: 'Kerala Tour' }).waitFor();
    await inspectBoth(page, '00-desk-calendars');

    await tours.getByRole('link', { name: 'Kerala Tour' }).click();
    await page.getByRole('heading', { level: 1, name: 'Calendar and seats: Kerala Tour' }).waitFor();
    await page.getByRole('table', { name: /^Start dates in / }).waitFor();
    await inspectBoth(page, '01-calendar');

    const defaultSeats = page.getByLabel('Seats per start date');
    await expect.poll(() => defaultSeats.inputValue()).toBe('40');
    await defaultSeats.fill('30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Default seats set to 30.').waitFor();
    await inspectBoth(page, '02-default-set');

    await page.getByRole('button', { name: /^Next month/ }).click();
    await page.waitForURL(new RegExp(`month=${monthOf(seatsDate)}`));
    await expect.poll(() => rowOf(page, seatsDate).getByRole('cell').allTextContents()).toEqual(['Seats available', '30', '0', '0', '30']);
    await dateBox(page, seatsDate).check();
    await datesForm(page).getByLabel('Seats for the selected dates').fill('12');
    await datesForm(page).getByRole('button', { name: 'Set seats' }).click();
    await page.getByText(`Seats set to 12 on ${indian(seatsDate)}.`).waitFor();
    await expect.poll(() => rowOf(page, seatsDate).getByRole('cell').allTextContents()).toEqual(['Seats available', '12own', '0', '0', '12']);
    await inspectBoth(page, '03-date-seats-set');

    await dateBox(page, closedDate).check();
    await datesForm(page).getByRole('button', { name: 'Close dates' }).click();
    await page.getByText(`Closed to new bookings: ${indian(closedDate)}.`).waitFor();
    await expect.poll(() => rowOf(page, closedDate).getByRole('cell').allTextContents()).toEqual(['Not running', '30', '0', '0', '0']);
    await inspectBoth(page, '04-date-closed');

    // The booked date's month, opened from its URL: two seats are taken there, so one seat is refused, in the API's words.
    await page.goto(`${app.baseUrl}${new URL(page.url()).pathname}?month=${monthOf(bookedDate)}`);
    await dateBox(page, bookedDate).check();
    await datesForm(page).getByLabel('Seats for the selected dates').fill('1');
    await datesForm(page).getByRole('button', { name: 'Set seats' }).click();
    await datesForm(page).getByRole('alert').getByText(`${indian(bookedDate)} already has 2 seats taken or held: set at least 2.`).waitFor();
    await inspectBoth(page, '05-refused-below-taken');

    const history = page.getByRole('list', { name: 'Changes, newest first' });
    await expect.poll(() => history.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^${indian(closedDate)} · closed · by .+ · \\d\\d/\\d\\d/\\d{4}, \\d\\d:\\d\\d IST$`)),
      expect.stringMatching(new RegExp(`^${indian(seatsDate)} · seats 30 → 12 · by `)),
      expect.stringMatching(/^Default · seats 40 → 30 · by /),
    ]);
    const manifest = page.getByRole('table', { name: `Who starts on ${indian(bookedDate)}` });
    await manifest.getByRole('row', { name: new RegExp(`^${reference} Kavya Menon 9876543210 2 \\(2 adults\\)`) }).waitFor();
    await manifest.getByRole('row', { name: 'Total travellers 2' }).waitFor();
    const csvLink = page.getByRole('link', { name: 'Download CSV' });
    const csv = await page.request.get(`${app.baseUrl}${await csvLink.getAttribute('href')}`);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain(reference);
    await history.scrollIntoViewIfNeeded();
    await inspectBoth(page, '06-history-and-manifest');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens the calendar from the special tour's edit page", async () => {
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    await page.goto(`${app.baseUrl}/login?from=%2FSpecialTours`);
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await page.getByRole('link', { name: 'Edit Kerala Tour' }).click();
    await page.getByRole('link', { name: 'Calendar and seats' }).click();
    await page.getByRole('heading', { level: 1, name: 'Calendar and seats: Kerala Tour' }).waitFor();
    await expect.poll(() => page.getByLabel('Seats per start date').inputValue()).toBe('30');
    expect(problems).toEqual([]);
    await context.close();
  });
});
