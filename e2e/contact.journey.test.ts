import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectFocusRing } from './accessibility.js';
import { newAccount, submitLogin } from './account-steps.js';
import { inspectAtBothWidths, launchChromium, openCheckedPage } from './browser.js';
import { startBuiltApp, type RunningApp } from './built-app.js';
// The API suite's in-process SMTP server: the app's mail crosses the wire as it would in production.
import { startTestSmtpServer, type TestSmtpServer } from '../api/src/testing/test-smtp-server.js';

/*
 * Contact (spec §2, §5, §8): a visitor writes through /contact and gets a ticket number; the operator's
 * mail and the acknowledgement reach their inboxes; the grievance officer of the configuration is shown
 * on /contact and /about; the admin finds the message on the desk, marks it handled, and sees both mails.
 */
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY = 'contact';
const ADMIN = { email: 'desk@indiatours.test', password: 'Saffron-Desk-2031' };
const OPERATOR_EMAIL = 'operator@indiatours.test';
const OFFICER_NAME = 'Anita Rao';

let app: RunningApp;
let browser: Browser;
let mailbox: TestSmtpServer;
beforeAll(async () => {
  mailbox = await startTestSmtpServer();
  const env = {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    OPERATOR_EMAIL,
    SMTP_URL: mailbox.url,
    GRIEVANCE_OFFICER_NAME: OFFICER_NAME,
  };
  [app, browser] = await Promise.all([startBuiltApp({ env }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mailbox?.close();
});

const inspectBoth = (page: Page, name: string) => inspectAtBothWidths(page, { journey: JOURNEY, name });
const officerOf = (page: Page) => page.getByRole('region', { name: 'Grievance officer' });
/** Out of the way of the next screenshots. */
const dismissToast = (page: Page) => page.getByRole('button', { name: 'Dismiss message' }).click();

async function showsFieldErrors(page: Page) {
  const form = page.getByRole('form', { name: 'Your message' });
  await form.getByLabel('Name').fill('Meera 2');
  await form.getByLabel('Phone').fill('12345');
  await form.getByRole('button', { name: 'Send message' }).click();
  await form.getByText('Name should only contain letters and spaces.').waitFor();
  await form.getByText('Email is required.').waitFor();
  await form.getByText('Please enter a valid 10-digit phone number.').waitFor();
  await form.getByText('Message is required.').waitFor();
}

/** Every field shows the site's focus ring, valid or invalid (an invalid one showed only a faint glow). */
async function fieldsShowFocusRing(page: Page) {
  const form = page.getByRole('form', { name: 'Your message' });
  for (const label of ['Name', 'Email', 'Phone', 'Message']) {
    await form.getByLabel(label).focus();
    await expectFocusRing(form.getByLabel(label));
  }
}

/** Sends the form and returns the ticket number on screen once the operator's mail is out. */
async function sendMessage(page: Page, sender: { name: string; email: string; phone: string }): Promise<string> {
  const form = page.getByRole('form', { name: 'Your message' });
  await form.getByLabel('Name').fill(sender.name);
  await form.getByLabel('Email').fill(sender.email);
  await form.getByLabel('Phone').fill(sender.phone);
  await form.getByLabel('Message').fill('We are four, two of them children.\nCan the Kerala tour start in Kochi in March?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Message sent successfully via email ✅').waitFor();
  const ticketLine = await page.getByText(/^Your ticket number is CT-\w{8}, quote it if you call us\.$/).textContent();
  return ticketLine!.match(/CT-\w{8}/)![0];
}

/** On a phone, "Send another message" (far down the page) starts the next message at its first field, in view, with the sender's details. */
async function sendsAnotherFromItsFirstField(page: Page, sender: { name: string }) {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Send another message' }).click();
  const name = page.getByRole('form', { name: 'Your message' }).getByLabel('Name');
  await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);
  await expect.poll(() => name.evaluate((field) => field.getBoundingClientRect().top >= 0 && field.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
  expect(await name.inputValue()).toBe(sender.name);
  await page.setViewportSize(DESKTOP);
}

describe('contact', () => {
  it('a visitor sends a message → both mails arrive → the admin marks it handled and sees the mails', async () => {
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    const meera = newAccount('Meera Nair');

    await page.goto(`${app.baseUrl}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await officerOf(page).getByText(OFFICER_NAME).waitFor();
    await inspectBoth(page, '01-contact');
    await fieldsShowFocusRing(page);

    await showsFieldErrors(page);
    await inspectBoth(page, '02-contact-errors');
    await fieldsShowFocusRing(page);

    const operatorMail = mailbox.waitForMail(OPERATOR_EMAIL);
    const acknowledgement = mailbox.waitForMail(meera.email);
    const ticket = await sendMessage(page, meera);
    await page.getByText(`An acknowledgement with the ticket number is on its way to ${meera.email}.`, { exact: false }).waitFor();
    await inspectBoth(page, '03-contact-sent');
    // Read out and typed whole: the ticket number never breaks at its hyphen (a phone's width broke "CT-" from the rest).
    const ticketWhiteSpace = await page.getByText(ticket, { exact: true }).evaluateAll((shown) => shown.map((element) => getComputedStyle(element).whiteSpace));
    expect(ticketWhiteSpace.length).toBeGreaterThan(1);
    expect(ticketWhiteSpace.every((whiteSpace) => whiteSpace === 'nowrap')).toBe(true);
    await sendsAnotherFromItsFirstField(page, meera);

    const [toOperator, toSender] = await Promise.all([operatorMail, acknowledgement]);
    expect(toOperator.subject).toContain(ticket);
    expect(toOperator.text).toContain('Can the Kerala tour start in Kochi in March?');
    expect(toSender.subject).toContain(ticket);
    expect(toSender.text).toContain('Complaints are acknowledged within 48 hours');
    expect(toSender.text).toContain(OFFICER_NAME);

    await page.goto(`${app.baseUrl}/about`);
    await officerOf(page).getByText(OFFICER_NAME).waitFor();
    await inspectBoth(page, '04-about');

    await page.goto(`${app.baseUrl}/login?from=${encodeURIComponent('/dashboard?panel=messages')}`);
    await submitLogin(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${app.baseUrl}/dashboard?panel=messages`);
    const card = page.getByRole('list', { name: 'Contact messages' }).getByRole('article').filter({ hasText: ticket });
    await card.getByRole('heading', { name: meera.name }).waitFor();
    await card.getByText('Not handled').waitFor();
    await dismissToast(page);
    await inspectBoth(page, '05-messages');

    await card.getByRole('button', { name: `Mark handled ${ticket} from ${meera.name}` }).click();
    await page.getByText(`Message ${ticket} marked handled.`).waitFor();
    // The card says when, from the answer; the button is gone.
    await card.getByRole('term').filter({ hasText: /^Handled$/ }).waitFor();
    await card.getByRole('button', { name: /Mark handled/ }).waitFor({ state: 'detached' });
    // The button pressed is gone: the card's title has the focus, not the page.
    await expect.poll(() => card.getByRole('heading', { name: meera.name }).evaluate((title) => title === document.activeElement)).toBe(true);
    await inspectBoth(page, '06-message-handled');
    await dismissToast(page);

    await page.getByLabel('Show').selectOption('Not handled');
    await page.waitForURL(/handled=no/);
    await page.getByText('No messages here.').waitFor();

    await page.getByRole('navigation', { name: 'Admin desk' }).getByRole('link', { name: 'Mail' }).click();
    await page.waitForURL(/panel=mail/);
    const mails = page.getByRole('list', { name: 'Mails' }).getByRole('article');
    await mails.filter({ hasText: `Contact message ${ticket}` }).getByText('Sent', { exact: true }).waitFor();
    await mails.filter({ hasText: `We received your message (${ticket})` }).getByText('Sent', { exact: true }).waitFor();
    await inspectBoth(page, '07-mail');
    expect(problems).toEqual([]);
    await context.close();
  });
});
