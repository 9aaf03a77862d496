import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { submitLogin } from './account-steps.js';
import { indiaDateIn } from './booking-steps.js';
import { inspectAtBothWidths, launchChromium, openCheckedPage } from './browser.js';
import { startBuiltApp, type RunningApp } from './built-app.js';

/*
 * A custom trip from the planner to the operator's desk (issue 11): a visitor plans two states,
 * three places and a co-traveller (a blank one is ignored), sees the estimate the server will store,
 * sends it and gets its reference; the admin finds it on the desk, marks it contacted, then closes it.
 */
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY = 'trip-plans';
const ADMIN = { email: 'planner-desk@indiatours.test', password: 'Saffron-Desk-2031' };

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startBuiltApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const inspectBoth = (page: Page, name: string) => inspectAtBothWidths(page, { journey: JOURNEY, name });

/** Picks the option whose text starts with `name` (a place's option also shows its price) and adds it. */
async function add(page: Page, kind: 'State' | 'Place', name: string): Promise<void> {
  const select = page.getByLabel(kind, { exact: true });
  const value = await select.locator('option', { hasText: new RegExp(`^${name}`) }).getAttribute('value');
  await select.selectOption(value!);
  await page.getByRole('button', { name: `Add ${kind.toLowerCase()}` }).click();
  await page.getByRole('list', { name: `Your ${kind.toLowerCase()}s` }).getByRole('button', { name: `Remove ${name}` }).waitFor();
}

const isFocused = (element: Locator) => element.evaluate((shown) => shown === document.activeElement);

/** On screen and not under anything (the sticky header): what is at its top-left corner is itself. */
const isUncovered = (element: Locator) =>
  element.evaluate((shown) => {
    const box = shown.getBoundingClientRect();
    const atCorner = document.elementFromPoint(box.left + 4, box.top + 4);
    return box.top >= 0 && box.bottom <= window.innerHeight && atCorner !== null && shown.contains(atCorner);
  });

describe('a custom trip from the planner to the desk', () => {
  it('is planned by a visitor with its estimate, saved with a reference, and marked contacted then closed by the admin', async () => {
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    const email = `meera.${Date.now()}@example.com`;

    await page.goto(`${app.baseUrl}/customize`);
    await page.getByRole('heading', { level: 1, name: 'Plan a custom trip' }).waitFor();
    await page.getByRole('form', { name: 'Your trip' }).waitFor();
    await inspectBoth(page, '01-planner-empty');

    await add(page, 'State', 'Rajasthan');
    await add(page, 'State', 'Kerala');
    await add(page, 'Place', 'Amber Fort');
    await add(page, 'Place', 'Mehrangarh Fort');
    await add(page, 'Place', 'Munnar Tea Gardens');
    const coTraveller = page.getByLabel('Co-traveller’s name');
    await coTraveller.fill('   ');
    await page.getByRole('button', { name: 'Add co-traveller' }).click();
    await expect.poll(() => coTraveller.inputValue()).toBe('');
    await page.getByText('Just you so far.').waitFor();
    await coTraveller.fill('Ravi Kumar');
    await page.getByRole('button', { name: 'Add co-traveller' }).click();
    await page.getByRole('list', { name: 'Your co-travellers' }).getByRole('button', { name: 'Remove Ravi Kumar' }).waitFor();
    await page.getByLabel('Arrival date').fill(indiaDateIn(30));
    await page.getByLabel('Departure date').fill(indiaDateIn(34));
    await page.getByLabel('Email').fill(email);

    // The seed's prices: Amber Fort ₹4,000 (Jaipur), Mehrangarh Fort ₹3,500 (Jodhpur), Munnar Tea Gardens ₹5,000 (Munnar Hills).
    const estimate = page.getByRole('complementary', { name: 'Your estimate' });
    await estimate.getByText('Jaipur → Jodhpur → Munnar Hills → Jaipur').waitFor();
    await estimate.getByText('5 days').waitFor();
    await estimate.getByText('2 (you and 1 co-traveller)').waitFor();
    await estimate.getByText('₹12,500').waitFor();
    await estimate.getByText('₹25,000').waitFor();
    await inspectBoth(page, '02-planner-filled');

    await page.getByRole('button', { name: 'Send my trip plan' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Trip details saved successfully!' });
    await saved.waitFor();
    // The message with its reference is what has the focus, on screen below the sticky header: the panel, taller
    // than the window, must not scroll to its bottom.
    await expect.poll(() => saved.evaluate((message) => message === document.activeElement)).toBe(true);
    await expect.poll(() => isUncovered(saved)).toBe(true);
    const reference = (await saved.textContent())?.match(/TP-[0-9A-Z]{8}/)?.[0];
    expect(reference).toBeDefined();
    await saved.getByText(`We have mailed a summary to ${email}`, { exact: false }).waitFor();
    const savedEstimate = page.getByRole('region', { name: 'Estimate' });
    await savedEstimate.getByText('Jaipur → Jodhpur → Munnar Hills → Jaipur').waitFor();
    await savedEstimate.getByText('₹25,000').waitFor();
    await inspectBoth(page, '03-plan-saved');

    // Another plan starts at its first field with the same email; places are optional, and without them there is no price.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Plan another trip' }).click();
    const stateSelect = page.getByLabel('State', { exact: true });
    await expect.poll(() => stateSelect.evaluate((select) => select === document.activeElement)).toBe(true);
    await expect.poll(() => stateSelect.evaluate((select) => select.getBoundingClientRect().top >= 0 && select.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await page.setViewportSize(DESKTOP);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await add(page, 'State', 'Goa');
    await page.getByLabel('Arrival date').fill(indiaDateIn(60));
    await page.getByLabel('Departure date').fill(indiaDateIn(62));
    await page.getByRole('button', { name: 'Send my trip plan' }).click();
    await saved.waitFor();
    await savedEstimate.getByText('No places chosen: our team will suggest some.').waitFor();
    expect(await savedEstimate.textContent()).not.toContain('₹');
    await inspectBoth(page, '03b-plan-without-places');
    await context.close();

    const admin = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    await admin.page.goto(`${app.baseUrl}/login?from=${encodeURIComponent('/dashboard?panel=trips')}`);
    await submitLogin(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.waitForURL(`${app.baseUrl}/dashboard?panel=trips`);
    const card = admin.page.getByRole('article').filter({ hasText: reference! });
    await card.getByRole('link', { name: email }).waitFor();
    await card.getByText('Rajasthan, Kerala').waitFor();
    await card.getByText('Amber Fort, Mehrangarh Fort, Munnar Tea Gardens').waitFor();
    await card.getByText('Ravi Kumar').waitFor();
    await card.getByText('New', { exact: true }).waitFor();
    await inspectBoth(admin.page, '04-trip-plan-desk');

    await card.getByRole('term').filter({ hasText: /^Received$/ }).waitFor();
    await card.getByRole('button', { name: `Mark contacted ${reference}` }).click();
    await admin.page.getByText(`${reference} marked contacted.`).waitFor();
    await card.getByText('Contacted', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /Mark contacted/ }).count()).toBe(0);
    // The button pressed is gone: the card's title has the focus, not the page.
    await expect.poll(() => isFocused(card.getByRole('heading', { name: reference }))).toBe(true);
    await inspectBoth(admin.page, '05-marked-contacted');

    // Closing cannot be undone: asked first.
    await card.getByRole('button', { name: `Mark closed ${reference}` }).click();
    const question = admin.page.getByRole('dialog', { name: 'Close this trip plan? It cannot be reopened.' });
    await question.getByText(`Trip plan ${reference}`).waitFor();
    await inspectBoth(admin.page, '06-close-question');
    await question.getByRole('button', { name: 'Close trip plan' }).click();
    await admin.page.getByText(`${reference} marked closed.`).waitFor();
    await card.getByText('Closed', { exact: true }).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    await expect.poll(() => isFocused(card.getByRole('heading', { name: reference }))).toBe(true);
    await inspectBoth(admin.page, '07-closed');
    expect([...problems, ...admin.problems]).toEqual([]);
    await admin.context.close();
  });
});
