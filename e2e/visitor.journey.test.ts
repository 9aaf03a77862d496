import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inspectScreen, launchChromium, openCheckedPage } from './browser.js';
import { startBuiltApp, type RunningApp } from './built-app.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const JOURNEY = 'visitor';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startBuiltApp(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function openPage(viewport: { width: number; height: number }) {
  return openCheckedPage(browser, app.baseUrl, viewport);
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Every screen a visitor can reach, with what shows it is ready: each is checked at both widths. */
const SCREENS: [name: string, path: string, isReady: (page: Page) => Promise<void>][] = [
  ['home', '/', (page) => h1(page, /Discover/)],
  ['indiatours', '/indiatours', (page) => h1(page, /India/)],
  ['special-tours', '/SpecialTours', (page) => page.getByRole('heading', { name: 'Kerala Tour' }).waitFor()],
  ['about', '/about', (page) => h1(page, /India/)],
  ['search-results', '/search?query=Taj%20Mahal', (page) => page.getByRole('heading', { name: 'Uttar Pradesh' }).waitFor()],
  ['no-results', '/search?query=zzqxv', (page) => page.getByText('No results found.').waitFor()],
  ['details', '/details/taj-mahal', (page) => h1(page, 'Taj Mahal')],
  ['unknown-place', '/details/atlantis', (page) => page.getByText('No tour details found. Please go back and try again.').waitFor()],
  ['contact', '/contact', (page) => h1(page, 'Contact us')],
  ['not-found', '/no-such-page', (page) => h1(page, /./)],
];

/**
 * GraphiQL 5.4's own widgets, which we cannot change, fail axe (seen with axe-core 4.14.1):
 * - doc explorer: type names #d17d00 on white 3.16:1 and root types #007deb 4.09:1
 *   (color-contrast), the same names as links told apart by colour alone (link-in-text-block),
 *   18 px tall type links (target-size);
 * - Monaco editors: token colours such as #098658 on #f1f2f4, 4.1:1 (color-contrast);
 * - the "GraphiQL" logo link #67738a on #f1f2f4, 4.26:1 (color-contrast);
 * - the tab list: a focusable button inside each tab item (nested-interactive).
 * Everything else on the page (toolbar, buttons, result pane, our page) is still checked.
 */
const GRAPHIQL_THIRD_PARTY = ['.graphiql-doc-explorer', '.monaco-editor', '.graphiql-logo', '.graphiql-tabs'];

async function searchAndPickSuggestion(page: Page) {
  const searchBox = page.getByRole('combobox', { name: /search/i });
  await searchBox.fill('agr');
  // A place's option names its city and state, so places of the same name can be told apart.
  const option = page.getByRole('option', { name: /Taj Mahal.*Agra, Uttar Pradesh/ });
  await option.waitFor();
  await expect.poll(() => page.getByRole('option').count()).toBeLessThanOrEqual(10);
  await inspectScreen(page, { journey: JOURNEY, name: '02-search-suggestions' });
  await option.click();
  await page.waitForURL(/\/search\?query=Taj(\+|%20)Mahal/);
}

describe('a visitor discovers a place', () => {
  it('goes home → search suggestion → results → place → another place of the same state', async () => {
    const { page, problems } = await openPage(DESKTOP);
    await page.goto(app.baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: /Browse all Destinations/i }).waitFor();
    await inspectScreen(page, { journey: JOURNEY, name: '01-home' });

    await searchAndPickSuggestion(page);
    await page.getByRole('heading', { name: 'Uttar Pradesh' }).waitFor();
    await inspectScreen(page, { journey: JOURNEY, name: '03-search-results' });

    await page.getByRole('link', { name: /Taj Mahal/ }).first().click();
    await page.waitForURL(/\/details\/taj-mahal$/);
    await h1(page, 'Taj Mahal');
    await inspectScreen(page, { journey: JOURNEY, name: '04-place' });

    await page.getByRole('link', { name: /Varanasi Ghats/ }).click();
    await page.waitForURL(/\/details\/varanasi-ghats$/);
    await h1(page, 'Varanasi Ghats');
    await inspectScreen(page, { journey: JOURNEY, name: '05-place-swapped' });

    await page.reload();
    await h1(page, 'Varanasi Ghats');

    // Each swap is a history entry: Back returns to the place the visitor came from.
    await page.goBack();
    await page.waitForURL(/\/details\/taj-mahal$/);
    await h1(page, 'Taj Mahal');

    // The place's tour button leads to the tour's page; booking there asks a visitor to log in, then leads back.
    await page.getByRole('link', { name: 'Book the Uttar Pradesh Tour' }).click();
    await page.waitForURL(/\/tour\/[^/]+$/);
    await h1(page, 'Uttar Pradesh Tour');
    await page.getByRole('button', { name: 'Book now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
    await dialog.getByText('Please log in to book this tour.').waitFor();
    await inspectScreen(page, { journey: JOURNEY, name: '06-place-book-login-required' });
    await dialog.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/login\?from=%2Ftour%2F[^&]+$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('shows every screen at %s width, accessible and without sideways scroll', async (device, viewport) => {
    const { page, problems } = await openPage(viewport);
    for (const [name, path, isReady] of SCREENS) {
      await page.goto(`${app.baseUrl}${path}`);
      await isReady(page);
      await inspectScreen(page, { journey: JOURNEY, name: `${device}-${name}` });
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is offered only to log in on an admin edit page: a new account could never edit tours', async () => {
    const { page, problems } = await openPage(PHONE);
    await page.goto(`${app.baseUrl}/edit-spicaltour/any-tour`);
    const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
    await dialog.getByText('Please log in as an admin to edit tours.').waitFor();
    await inspectScreen(page, { journey: JOURNEY, name: '07-admin-edit-login-required' });
    expect(await page.getByRole('link', { name: 'Create an account' }).count()).toBe(0);
    await dialog.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/login\?from=%2Fedit-spicaltour%2Fany-tour$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens GraphiQL with its docs explorer, offline', async () => {
    const { page, problems } = await openPage(DESKTOP);
    await page.goto(`${app.baseUrl}/graphiql`);
    await page.locator('.graphiql-container').waitFor();
    await page.getByRole('button', { name: /documentation explorer/i }).click();
    await page.getByText('Root Types').waitFor();
    // Monaco fills the editor with the default query after the page is ready: run it only once it is there.
    await page.locator('.graphiql-query-editor .view-lines').filter({ hasText: 'totalCount' }).waitFor();
    await page.getByRole('button', { name: /execute query/i }).click();
    await page.getByText('"totalCount": 36').waitFor();
    await inspectScreen(page, { journey: JOURNEY, name: 'graphiql', axeExclude: GRAPHIQL_THIRD_PARTY });
    expect(problems.filter((problem) => problem.startsWith('external'))).toEqual([]);
    await page.close();
  });
});
