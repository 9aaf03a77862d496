import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectFocusRing } from './accessibility.js';
import { newAccount, registerThroughApi, submitLogin } from './account-steps.js';
import { bookThroughApi, stateIdOf } from './booking-steps.js';
import { inspectAtBothWidths, launchChromium, openCheckedPage } from './browser.js';
import { startBuiltApp, type RunningApp } from './built-app.js';

const DESKTOP = { width: 1280, height: 800 };
const ADMIN = { email: 'desk@indiatours.test', password: 'Saffron-Desk-2031' };

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([
    startBuiltApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const isFocused = (element: Locator) => element.evaluate((shown) => shown === document.activeElement);

/**
 * On a phone the desk's tabs stay in one row that scrolls sideways inside itself (the page never does):
 * Tab reaches the last one, scrolled into view.
 */
async function deskTabsKeepOneRowOnAPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  const tabs = page.getByRole('navigation', { name: 'Admin desk' }).getByRole('link');
  const tops = await tabs.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await tabs.first().focus();
  // Past Messages and Trip plans to Mail.
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
  const mail = tabs.filter({ hasText: 'Mail' });
  expect(await isFocused(mail)).toBe(true);
  const isWithinRow = () =>
    mail.evaluate((link) => {
      const [row, box] = [link.closest('ul')!.getBoundingClientRect(), link.getBoundingClientRect()];
      return box.left >= row.left - 0.5 && box.right <= row.right + 0.5;
    });
  await expect.poll(isWithinRow).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize(DESKTOP);
}

describe("the admin's bookings desk", () => {
  it('shows every booking, filters by state, finds one by reference, charts the top 5 states, and exports the filter as CSV', async () => {
    const travellers = [newAccount('Kavya Menon'), newAccount('Arjun Singh')];
    for (const traveller of travellers) await registerThroughApi(app.baseUrl, traveller);
    const goldenTriangle = await bookThroughApi(app.baseUrl, travellers[0]!, '999');
    const kerala = await bookThroughApi(app.baseUrl, travellers[1]!, await stateIdOf(app.baseUrl, 'Kerala'));
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    const inspectBoth = (name: string) => inspectAtBothWidths(page, { journey: 'admin', name });

    await page.goto(`${app.baseUrl}/login?from=%2Fdashboard`);
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Admin desk' }).waitFor();
    const bookings = page.getByRole('main').getByRole('article');
    await bookings.filter({ hasText: goldenTriangle }).waitFor();
    await bookings.filter({ hasText: kerala }).getByText(travellers[1]!.email).waitFor();
    const chart = page.getByRole('region', { name: 'Top 5 states' });
    await chart.getByText('Rajasthan').waitFor();
    await inspectBoth('01-dashboard');
    await deskTabsKeepOneRowOnAPhone(page);

    const filters = page.getByRole('search', { name: 'Filter bookings' });
    await filters.getByLabel('Booking reference').focus();
    await page.keyboard.press('Shift+Tab');
    await expectFocusRing(filters.getByLabel('State'));
    await filters.getByLabel('State').selectOption('Rajasthan');
    await filters.getByRole('button', { name: 'Show bookings' }).click();
    await page.waitForURL(/\?state=Rajasthan/);
    await expect.poll(() => bookings.filter({ hasText: kerala }).count()).toBe(0);
    await bookings.filter({ hasText: goldenTriangle }).waitFor();
    await inspectBoth('02-filtered-by-state');

    const csv = await page.request.get(await page.getByRole('link', { name: /Download CSV/ }).getAttribute('href').then((href) => `${app.baseUrl}${href}`));
    expect(csv.headers()['content-type']).toContain('text/csv');
    const rows = (await csv.text()).trim().split('\n');
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual([goldenTriangle]);

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await filters.getByLabel('Booking reference').fill(kerala.toLowerCase());
    await filters.getByRole('button', { name: 'Show bookings' }).click();
    await page.waitForURL(/reference=/);
    await bookings.filter({ hasText: kerala }).waitFor();
    await expect.poll(() => bookings.count()).toBe(1);
    await inspectBoth('03-found-by-reference');
    expect(problems).toEqual([]);
    await context.close();
  });
});
