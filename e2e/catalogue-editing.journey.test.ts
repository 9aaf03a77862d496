import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newAccount, registerThroughApi, submitLogin, type Account } from './account-steps.js';
import { inspectAtBothWidths, launchChromium, openCheckedPage } from './browser.js';
import { startBuiltApp, type RunningApp } from './built-app.js';

/*
 * The admin's tour editing (spec §6 "Edit Tour and special-tour Edit buttons"): an admin edits a place's
 * price from the Edit button of its card and a state tour's title from /SpecialTours, and the public
 * pages show both; a signed-in traveller who opens the edit page is refused and sees no form.
 */
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY = 'catalogue-editing';
const ADMIN = { email: 'editor@indiatours.test', password: 'Saffron-Desk-2031' };

let app: RunningApp;
let browser: Browser;
let traveller: Account;
beforeAll(async () => {
  [app, browser] = await Promise.all([startBuiltApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } }), launchChromium()]);
  traveller = newAccount('Meera Iyer');
  await registerThroughApi(app.baseUrl, traveller);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const inspectBoth = (page: Page, name: string) => inspectAtBothWidths(page, { journey: JOURNEY, name });
const cardOf = (page: Page, title: string) =>
  page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function logIn(page: Page, email: string, password: string, then: string): Promise<void> {
  await page.goto(`${app.baseUrl}/login?from=${encodeURIComponent(then)}`);
  await submitLogin(page, email, password);
  await page.waitForURL(`${app.baseUrl}${then}`);
}

describe("the admin's catalogue editing", () => {
  let placeEditPath: string;

  it("edits a place's price from its card and a state tour's title from /SpecialTours; the public pages show both", async () => {
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    await logIn(page, ADMIN.email, ADMIN.password, '/');
    const editTajMahal = cardOf(page, 'Taj Mahal').getByRole('link', { name: 'Edit Taj Mahal' });
    await editTajMahal.waitFor();
    // The home page's special tours offer Edit as /SpecialTours does: one on every card.
    const homeTours = page.getByRole('region', { name: 'Special tours' });
    await homeTours.getByRole('link', { name: /^Edit .+ Tour$/ }).first().waitFor();
    expect(await homeTours.getByRole('link', { name: /^Edit / }).count()).toBe(await homeTours.getByRole('article').count());
    await inspectBoth(page, '00-home-with-edit-buttons');

    await editTajMahal.click();
    await page.waitForURL(/\/edit-tour\//);
    placeEditPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Edit place: Taj Mahal' }).waitFor();
    const placeForm = page.getByRole('form', { name: 'Edit place' });
    await expect.poll(() => placeForm.getByLabel('Title').inputValue()).toBe('Taj Mahal');
    await placeForm.getByLabel('Price per person (₹)').fill('7777');
    await inspectBoth(page, '01-edit-place');
    await placeForm.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Tour updated successfully!').waitFor();
    await inspectBoth(page, '02-place-saved');

    await page.getByRole('link', { name: 'See Taj Mahal' }).click();
    await page.waitForURL(`${app.baseUrl}/details/taj-mahal`);
    await page.getByRole('main').getByText('₹7,777 per person').first().waitFor();
    await page.reload();
    await page.getByRole('main').getByText('₹7,777 per person').first().waitFor();
    await inspectBoth(page, '03-place-page-with-new-price');

    await page.goto(`${app.baseUrl}/SpecialTours`);
    await cardOf(page, 'Kerala Tour').getByRole('link', { name: 'Edit Kerala Tour' }).click();
    await page.waitForURL(/\/edit-spicaltour\//);
    // The fields of an unedited tour are empty: the heading names the tour.
    await page.getByRole('heading', { level: 1, name: 'Edit special tour: Kerala Tour' }).waitFor();
    const tourForm = page.getByRole('form', { name: 'Edit special tour' });
    // Nobody edited the tour yet: the field is empty and says the card shows the derived title.
    await tourForm.getByText('Leave it empty to show “Kerala Tour”').waitFor();
    expect(await tourForm.getByLabel('Title').inputValue()).toBe('');
    await tourForm.getByLabel('Title').fill('Backwaters and Tea Hills of Kerala');
    await inspectBoth(page, '04-edit-special-tour');
    await tourForm.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Tour updated successfully!').waitFor();

    await page.getByRole('link', { name: 'See all special tours' }).click();
    await page.waitForURL(`${app.baseUrl}/SpecialTours`);
    await cardOf(page, 'Backwaters and Tea Hills of Kerala').waitFor();
    await page.reload();
    await cardOf(page, 'Backwaters and Tea Hills of Kerala').getByRole('link', { name: /^Book Now/ }).waitFor();
    await inspectBoth(page, '05-special-tours-with-new-title');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a signed-in traveller on /edit-tour/{id} and shows no form, nor Edit on the cards', async () => {
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    await logIn(page, traveller.email, traveller.password, placeEditPath);

    await page.getByText('Only admins can edit tours.').waitFor();
    expect(await page.getByRole('form').count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);
    await inspectBoth(page, '06-traveller-refused');

    await page.goto(`${app.baseUrl}/SpecialTours`);
    await cardOf(page, 'Backwaters and Tea Hills of Kerala').waitFor();
    expect(await page.getByRole('link', { name: /^Edit/ }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('warns while a typed picture does not load, and Cancel leaves no way Back into the form', async () => {
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    await logIn(page, ADMIN.email, ADMIN.password, '/details/taj-mahal');
    await page.getByRole('link', { name: 'Edit Taj Mahal' }).click();
    const placeForm = page.getByRole('form', { name: 'Edit place' });
    await placeForm.getByLabel('Image').fill('/images/places/no-such-picture.svg');
    await placeForm.getByText("This picture did not load; travellers will see the place's own artwork instead.").waitFor();
    await inspectBoth(page, '07-place-picture-did-not-load');

    await placeForm.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${app.baseUrl}/details/taj-mahal`);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Taj Mahal', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/details/taj-mahal');
    expect(await page.getByRole('form').count()).toBe(0);
    // The browser reports the missing picture itself: the one console error this step expects.
    expect(problems).toEqual(['console: Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await context.close();
  });
});
