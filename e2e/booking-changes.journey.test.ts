import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newAccount, registerThroughApi, submitLogin, type Account } from './account-steps.js';
import { graphql, indiaDateIn, stateIdOf } from './booking-steps.js';
import { inspectAtBothWidths, launchChromium, openCheckedPage } from './browser.js';
import { startBuiltApp, type RunningApp } from './built-app.js';

/*
 * Issue 36, spec §9 "changes need 10 days notice": a traveller changes a trip 40 days away from /my-bookings, seeing the
 * new price before confirming, and the card shows the new dates, party and its history; a trip 5 days away can no longer
 * be changed, and the card says why.
 */
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY = 'booking-changes';

let app: RunningApp;
let browser: Browser;
let traveller: Account;
beforeAll(async () => {
  [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
  traveller = newAccount('Anita Desai');
  await registerThroughApi(app.baseUrl, traveller);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function book(tourId: string, arrival: number, adults: number): Promise<string> {
  const { logIn } = await graphql<{ logIn: { token: string } }>(app.baseUrl, 'mutation ($input: LogInInput!) { logIn(input: $input) { token } }', {
    input: { email: traveller.email, password: traveller.password },
  });
  const input = { tourId, name: traveller.name, phone: traveller.phone, adults, children: 0, country: 'IN', arrivalDate: indiaDateIn(arrival), departureDate: indiaDateIn(arrival + 2) };
  const { book: booked } = await graphql<{ book: { booking: { reference: string } | null } }>(
    app.baseUrl,
    'mutation ($input: BookInput!) { book(input: $input) { booking { reference } } }',
    { input },
    logIn.token,
  );
  return booked.booking!.reference;
}

const indianDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

describe("changing a booking with 10 days' notice", () => {
  it('changes dates and travellers after the quote; a trip 5 days away says it can no longer be changed', async () => {
    const tourId = await stateIdOf(app.baseUrl, 'Goa');
    const soon = await book(tourId, 5, 2);
    const later = await book(tourId, 40, 3);
    const { page, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    await page.goto(`${app.baseUrl}/login?from=${encodeURIComponent('/my-bookings')}`);
    await submitLogin(page, traveller.email, traveller.password);
    await page.waitForURL(`${app.baseUrl}/my-bookings`);

    const soonCard = page.getByRole('article').filter({ hasText: soon });
    await soonCard.getByText("Changes need at least 10 days' notice before departure").waitFor();
    expect(await soonCard.getByRole('button', { name: /^Change booking/ }).count()).toBe(0);

    await page.getByRole('button', { name: `Change booking ${later}` }).click();
    const dialog = page.getByRole('dialog', { name: `Change booking ${later}` });
    await dialog.getByLabel('Arrival date').fill(indiaDateIn(50));
    await dialog.getByLabel('Departure date').fill(indiaDateIn(53));
    await dialog.getByLabel('Adults').fill('2');
    await dialog.getByRole('button', { name: 'Show the new price' }).click();
    await dialog.getByText(/^New total ₹[0-9,]+ \(was ₹[0-9,]+\)\. Removing 1 traveller costs a fee of 30% \(₹[0-9,]+\)\.$/).waitFor();
    await inspectAtBothWidths(page, { journey: JOURNEY, name: '00-change-quote' });
    await dialog.getByRole('button', { name: 'Confirm change' }).click();
    await page.getByText('✅ Booking changed successfully.').waitFor();

    const laterCard = page.getByRole('article').filter({ hasText: later });
    await expect.poll(() => laterCard.textContent()).toContain(indianDate(indiaDateIn(50)));
    await laterCard.getByText('Changed 1 time').click();
    await laterCard.getByText(/from .* 3 travellers to .* 2 travellers; total ₹[0-9,]+, fee ₹[0-9,]+/).waitFor();
    await inspectAtBothWidths(page, { journey: JOURNEY, name: '01-changed' });
    expect(problems).toEqual([]);
  });
});
