import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  accountMenuButton,
  fillRegisterForm,
  logOut,
  newAccount,
  readLocalStorage,
  registerThroughApi,
  resetLinkIn,
  submitLogin,
} from './account-steps.js';
import { fillBookingForm, indiaDateIn } from './booking-steps.js';
import { inspectAtBothWidths, inspectScreen, launchChromium, openCheckedPage } from './browser.js';
import { startBuiltApp, type RunningApp } from './built-app.js';
// The API suite's in-process SMTP server: the app's mail crosses the wire as it would in production.
import { startTestSmtpServer, type TestSmtpServer } from '../api/src/testing/test-smtp-server.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

let app: RunningApp;
let browser: Browser;
let mailbox: TestSmtpServer;
beforeAll(async () => {
  mailbox = await startTestSmtpServer();
  [app, browser] = await Promise.all([startBuiltApp({ env: { SMTP_URL: mailbox.url } }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mailbox?.close();
});

const inspect = (page: Page, name: string) => inspectScreen(page, { journey: 'user', name });

function isInsideDialog(page: Page) {
  return page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
}

describe('a user manages their account', () => {
  it('registers → logs out → logs in → resets a forgotten password by the emailed link → logs in with it', async () => {
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    const asha = newAccount('Asha Verma');

    await page.goto(`${app.baseUrl}/register`);
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await inspect(page, '01-register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Name should only contain letters and spaces.').waitFor();
    await inspect(page, '02-register-errors');

    await fillRegisterForm(page, asha);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Registration successful!').waitFor();
    await page.waitForURL(`${app.baseUrl}/`);
    await accountMenuButton(page, asha).waitFor();
    await expect
      .poll(async () => JSON.parse((await readLocalStorage(page)).userData ?? 'null'))
      .toEqual({ name: asha.name, email: asha.email, role: 'user' });
    expect(JSON.stringify(await readLocalStorage(page))).not.toMatch(/token|password/i);
    const sessionCookies = (await context.cookies()).filter((cookie) => cookie.httpOnly);
    expect(sessionCookies.length, 'the session lives in an httpOnly cookie').toBeGreaterThan(0);

    await accountMenuButton(page, asha).click();
    await page.getByRole('link', { name: 'My History' }).waitFor();
    await inspect(page, '03-user-menu');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    await expect.poll(() => readLocalStorage(page)).toEqual({});

    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await inspect(page, '04-login');
    await submitLogin(page, asha.email, 'not-my-password');
    await page.getByText('Invalid email or password.').waitFor();
    await inspect(page, '05-login-refused');
    await submitLogin(page, asha.email, asha.password);
    await page.getByText('Login successful!').waitFor();
    await accountMenuButton(page, asha).waitFor();
    await logOut(page, asha);

    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await inspect(page, '06-forgot-password');
    const resetMail = mailbox.waitForMail(asha.email, 15_000);
    await page.getByLabel('Email').fill(asha.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('main').getByRole('status').waitFor();
    await inspect(page, '07-forgot-password-sent');

    const resetLink = resetLinkIn((await resetMail).text);
    expect(resetLink.startsWith(`${app.baseUrl}/reset-password?token=`)).toBe(true);
    await page.goto(resetLink);
    await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
    await inspect(page, '08-reset-password');
    const newPassword = 'Tea-Garden-Dawn-77';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password reset successfully!').waitFor();
    // The message stands for 2 s, then the page moves to /login: what is inspected is where it lands.
    await page.waitForURL(`${app.baseUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await inspect(page, '09-login-after-reset');

    await submitLogin(page, asha.email, asha.password);
    await page.getByText('Invalid email or password.').waitFor();
    await submitLogin(page, asha.email, newPassword);
    await accountMenuButton(page, asha).waitFor();

    // The contact form starts with the account's details, its phone too (from `me`: the browser never stores it).
    await page.goto(`${app.baseUrl}/contact`);
    const contactForm = page.getByRole('form', { name: 'Your message' });
    await expect.poll(() => contactForm.getByLabel('Phone').inputValue()).toBe(asha.phone);
    expect(await contactForm.getByLabel('Email').inputValue()).toBe(asha.email);
    expect(JSON.stringify(await readLocalStorage(page))).not.toContain(asha.phone);

    await page.goto(`${app.baseUrl}/reset-password`);
    await page.getByText('Missing token').waitFor();
    await inspect(page, '10-reset-password-missing-token');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('books a tour: Book Now → the tour page → login dialog → back on the same page → booked, mailed → /my-bookings → cancelled with the fee shown first', async () => {
    const ravi = newAccount('Ravi Kumar');
    await registerThroughApi(app.baseUrl, ravi);
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    const inspectBoth = (name: string) => inspectAtBothWidths(page, { journey: 'user', name });

    await page.goto(`${app.baseUrl}/SpecialTours`);
    await page.getByRole('link', { name: /^Book Now/ }).first().click();
    await page.waitForURL(/\/tour\/[^/]+$/);
    const tourUrl = page.url();
    await page.getByRole('button', { name: 'Book now' }).waitFor();
    const tourTitle = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await inspectBoth('11-tour-visitor');

    await page.getByRole('button', { name: 'Book now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
    await dialog.getByText('Please log in to book this tour.').waitFor();
    await inspectScreen(page, { journey: 'user', name: '12-login-required-dialog' });
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(() => isInsideDialog(page)).toBe(true);
    }
    await dialog.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/login\?from=%2Ftour%2F[^/]+$/);
    await submitLogin(page, ravi.email, ravi.password);
    await page.waitForURL(tourUrl);

    const form = page.getByRole('form', { name: `Book the ${tourTitle}` });
    await form.getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(ravi.email);
    await form.getByLabel('Full name').fill('');
    await form.getByRole('button', { name: 'Book now' }).click();
    await page.getByText('Name should only contain letters and spaces.').waitFor();
    await inspectBoth('13-booking-form-errors');

    const arrivalDate = indiaDateIn(40);
    await fillBookingForm(page, { name: ravi.name, arrivalDate, departureDate: indiaDateIn(44) });
    await expect.poll(() => form.locator('output').textContent()).toMatch(/ per person × 3 travellers = ₹/);
    const mailArrived = mailbox.waitForMail(ravi.email, 30_000);
    await form.getByRole('button', { name: 'Book now' }).click();
    await page.getByText('✅ Booking done successfully!').waitFor();
    const reference = (await page.locator('dd', { hasText: /^IT-/ }).textContent())!.trim();
    expect(reference).toMatch(/^IT-[2-9A-HJ-NP-Z]{8}$/);
    const mail = await mailArrived;
    expect(mail.subject).toBe(`Booking confirmed: ${tourTitle} (${reference})`);
    await page.getByText('📩 Booking confirmation sent via email ✅').waitFor();
    await inspectBoth('14-booked');

    await page.getByRole('link', { name: 'See my bookings' }).click();
    await page.waitForURL(`${app.baseUrl}/my-bookings`);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: reference });
    await card.getByText(/^Cancel before .* IST: /).waitFor();
    await inspectBoth('15-my-bookings');

    await card.getByRole('button', { name: `Cancel booking ${reference}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to cancel this booking?').waitFor();
    await confirm.getByText(/^Cancel before .* IST: fee 30% \(₹[0-9,]+\), refund ₹[0-9,]+; after that 60%\.$/).waitFor();
    await inspectScreen(page, { journey: 'user', name: '16-cancel-dialog' });
    await confirm.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await page.getByText('✅ Booking cancelled successfully.').waitFor();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await expect.poll(() => card.getByRole('button', { name: /^Cancel booking/ }).count()).toBe(0);
    await inspectBoth('17-cancelled');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the Golden Triangle from the footer as a real tour page, by its link and on reload', async () => {
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    await page.goto(`${app.baseUrl}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: /View tour/ }).click();
    await page.waitForURL(`${app.baseUrl}/tour/999`);
    await page.getByRole('heading', { level: 1, name: 'Golden Triangle Tour' }).waitFor();
    await page.getByText('Delhi → Agra → Jaipur → Delhi').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Golden Triangle Tour' }).waitFor();
    await inspectAtBothWidths(page, { journey: 'user', name: '18-golden-triangle' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows every account screen on a 360 px phone, and a signed-in name whole in the header', async () => {
    const asha = newAccount('Asha Traveller');
    await registerThroughApi(app.baseUrl, asha);
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, PHONE);
    const screens: [name: string, path: string, isReady: () => Promise<void>][] = [
      ['phone-login', '/login', () => page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor()],
      ['phone-register', '/register', () => page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor()],
      ['phone-forgot-password', '/forgot-password', () => page.getByRole('heading', { level: 1 }).waitFor()],
      ['phone-reset-password', '/reset-password?token=from-the-mail', () => page.getByLabel('New password', { exact: true }).waitFor()],
      ['phone-reset-missing-token', '/reset-password', () => page.getByText('Missing token').waitFor()],
    ];
    for (const [name, path, isReady] of screens) {
      await page.goto(`${app.baseUrl}${path}`);
      await isReady();
      await inspect(page, name);
    }

    await page.goto(`${app.baseUrl}/register`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Passwords do not match!').or(page.getByText('Password must be at least 6 characters long.')).first().waitFor();
    await inspect(page, 'phone-register-errors');

    await page.goto(`${app.baseUrl}/SpecialTours`);
    await page.getByRole('link', { name: /^Book Now/ }).first().click();
    await page.getByRole('button', { name: 'Book now' }).click();
    await page.getByRole('dialog').waitFor();
    await inspect(page, 'phone-login-required-dialog');

    await page.getByRole('dialog').getByRole('link', { name: 'Log in' }).click();
    await submitLogin(page, asha.email, 'not-my-password');
    await page.getByText('Invalid email or password.').waitFor();
    await inspect(page, 'phone-login-refused');
    await submitLogin(page, asha.email, asha.password);
    await page.waitForURL(/\/tour\/[^/]+$/);
    const shownName = page.locator('.user-menu__name');
    await shownName.waitFor();
    await expect
      .poll(() => shownName.evaluate((name) => name.scrollWidth <= name.clientWidth), { message: 'the name is not cut' })
      .toBe(true);
    await inspect(page, 'phone-signed-in');
    await accountMenuButton(page, asha).click();
    await page.getByRole('link', { name: 'My History' }).waitFor();
    await inspect(page, 'phone-user-menu');
    expect(problems).toEqual([]);
    await context.close();
  });
});
