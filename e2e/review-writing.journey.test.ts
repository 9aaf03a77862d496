import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newAccount, registerThroughApi, submitLogin, type Account } from './account-steps.js';
import { inspectAtBothWidths, launchChromium, openCheckedPage } from './browser.js';
import { startBuiltApp, type RunningApp } from './built-app.js';

/*
 * Review writing, a review's life across the roles (issue: reviews in the browser): a visitor posts it, everyone sees
 * it on home, /all-reviews and its place's page with the place's new average; its author, signed in,
 * edits it from its card and from /edit-review/{id}; an admin sees reviewers' contact details and
 * deletes another review.
 */
const DESKTOP = { width: 1280, height: 800 };
const JOURNEY = 'review-writing';
const ADMIN = { email: 'moderator@indiatours.test', password: 'Saffron-Desk-2031' };

let app: RunningApp;
let browser: Browser;
let author: Account;
beforeAll(async () => {
  [app, browser] = await Promise.all([startBuiltApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } }), launchChromium()]);
  author = newAccount('Leela Nair');
  await registerThroughApi(app.baseUrl, author);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const inspectBoth = (page: Page, name: string) => inspectAtBothWidths(page, { journey: JOURNEY, name });
const cardWith = (page: Page, text: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: text });

async function logIn(page: Page, email: string, password: string, then: string): Promise<void> {
  await page.goto(`${app.baseUrl}/login?from=${encodeURIComponent(then)}`);
  await submitLogin(page, email, password);
  await page.waitForURL(`${app.baseUrl}${then}`);
}

/** A review as a legacy client posts it, from its own address so the posting limit never meets the journey's. */
async function postThroughRest(review: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${app.baseUrl}/api/reviews/postreview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl },
    body: JSON.stringify(review),
  });
  expect(response.status).toBe(201);
}

async function reviewIdOf(comment: string): Promise<string> {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ reviews(first: 50) { nodes { id comment } } }' }),
  });
  const { data } = (await response.json()) as { data: { reviews: { nodes: { id: string; comment: string }[] } } };
  return data.reviews.nodes.find((review) => review.comment === comment)!.id;
}

describe('a review from the form to moderation', () => {
  it('is posted by a visitor, shown everywhere with its place\'s average, edited by its author twice, and moderated by an admin', async () => {
    const { page, context, problems } = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    const comment = `The guide showed us the breeze windows at sunrise (${Date.now()}).`;

    await page.goto(`${app.baseUrl}/review`);
    await page.getByRole('heading', { level: 1, name: 'Share your experience' }).waitFor();
    await page.getByLabel('First name').fill('Leela');
    await page.getByLabel('Last name (optional)').fill('Nair');
    await page.getByLabel('Email (optional)').fill('not-an-email@');
    await page.getByRole('combobox', { name: 'Tour or place' }).fill('Hawa');
    await page.getByRole('option', { name: /Hawa Mahal/ }).click();
    await page.getByRole('group', { name: /Tour rating/ }).getByRole('radio', { name: '4 stars' }).check();
    await page.getByLabel('Comment').fill(comment);
    // Sent from the button, the form brings the bad email back into view with its label below the sticky header (WCAG 2.4.11).
    await page.getByRole('button', { name: 'Post review' }).press('Enter');
    const email = page.getByLabel('Email (optional)');
    await expect.poll(() => email.evaluate((field) => field === document.activeElement)).toBe(true);
    const header = (await page.locator('.site-header').boundingBox())!;
    const emailLabel = (await page.locator('label', { hasText: 'Email (optional)' }).boundingBox())!;
    expect(emailLabel.y).toBeGreaterThanOrEqual(header.y + header.height);
    await email.fill(author.email);
    await inspectBoth(page, '01-review-form');
    await page.getByRole('button', { name: 'Post review' }).click();
    await page.getByText('Thank you for your feedback!').waitFor();
    await inspectBoth(page, '02-review-posted');

    await page.goto(app.baseUrl);
    await cardWith(page, comment).waitFor();
    await page.goto(`${app.baseUrl}/all-reviews`);
    await cardWith(page, comment).getByRole('link', { name: 'Hawa Mahal' }).waitFor();
    await inspectBoth(page, '03-all-reviews');
    await page.goto(`${app.baseUrl}/details/hawa-mahal`);
    await page.getByRole('main').getByText('Rated 4.0 out of 5 from 1 review').first().waitFor();
    await cardWith(page, comment).waitFor();
    await inspectBoth(page, '04-place-with-its-reviews');

    await logIn(page, author.email, author.password, '/all-reviews');
    await cardWith(page, comment).getByRole('button', { name: /^Edit/ }).click();
    // In edit mode the text is a field's value: the card is found by its form from here.
    const editor = page.getByRole('form', { name: 'Edit your review' });
    const editedOnCard = `${comment} Edited on its card.`;
    await editor.getByLabel('Comment').fill(editedOnCard);
    await inspectBoth(page, '05-editing-on-its-card');
    await editor.getByRole('button', { name: 'Save' }).click();
    await cardWith(page, editedOnCard).getByText('Review updated successfully!').waitFor();

    const reviewId = await reviewIdOf(editedOnCard);
    await page.goto(`${app.baseUrl}/edit-review/${encodeURIComponent(reviewId)}`);
    await page.getByRole('heading', { level: 1, name: 'Edit your review' }).waitFor();
    const editedOnPage = `${comment} Edited on its own page.`;
    await page.getByLabel('Comment').fill(editedOnPage);
    await page.getByRole('group', { name: /Tour rating/ }).getByRole('radio', { name: '5 stars' }).check();
    await inspectBoth(page, '06-edit-review-page');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Review updated successfully!').waitFor();
    await page.goto(`${app.baseUrl}/details/hawa-mahal`);
    await page.getByRole('main').getByText('Rated 5.0 out of 5 from 1 review').first().waitFor();
    await cardWith(page, editedOnPage).waitFor();
    await context.close();

    // One unbroken word as long as a comment may be: it wraps in its card, the page never scrolls sideways.
    const otherComment = `Too crowded at noon (${Date.now()}). ${'Jaipur'.repeat(300)}`;
    await postThroughRest({ firstName: 'Arun', email: 'arun.k@example.in', phone: '9812345670', tourPlace: 'Amber Fort', comment: otherComment, rating: 2 });
    const admin = await openCheckedPage(browser, app.baseUrl, DESKTOP);
    await logIn(admin.page, ADMIN.email, ADMIN.password, '/all-reviews');
    const otherCard = cardWith(admin.page, otherComment);
    await otherCard.getByText('arun.k@example.in').waitFor();
    await otherCard.getByText('9812345670').waitFor();
    await cardWith(admin.page, editedOnPage).getByText(author.email).waitFor();
    await inspectBoth(admin.page, '07-admin-sees-contacts');

    await admin.page.goto(`${app.baseUrl}/edit-review/${encodeURIComponent(reviewId)}`);
    await admin.page.getByText('Only the person who wrote this review can change it.').waitFor();
    expect(await admin.page.getByRole('button', { name: 'Save' }).count()).toBe(0);

    await admin.page.goto(`${app.baseUrl}/all-reviews`);
    await cardWith(admin.page, otherComment).getByRole('button', { name: /^Delete/ }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByText('Delete this review? This cannot be undone.').waitFor();
    await inspectBoth(admin.page, '08-delete-confirmation');
    await dialog.getByRole('button', { name: 'Delete review' }).click();
    await admin.page.getByText('Review deleted successfully.').waitFor();
    await expect.poll(() => cardWith(admin.page, otherComment).count()).toBe(0);
    await cardWith(admin.page, editedOnPage).waitFor();
    expect([...problems, ...admin.problems]).toEqual([]);
    await admin.context.close();
  });
});
