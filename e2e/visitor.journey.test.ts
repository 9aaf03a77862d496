import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openCheckedPage, saveScreenshot } from './browser.js';
import { startBuiltApp, type RunningApp } from './built-app.js';

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

async function searchAndPickSuggestion(page: Page) {
  const searchBox = page.getByRole('combobox', { name: /search/i });
  await searchBox.fill('agr');
  const option = page.getByRole('option', { name: /Taj Mahal/ });
  await option.waitFor();
  expect(await page.getByRole('option').count()).toBeLessThanOrEqual(10);
  await option.click();
  await page.waitForURL(/\/search\?query=Taj(\+|%20)Mahal/);
}

describe('a visitor discovers a place', () => {
  it('goes home → search suggestion → results → place → another place of the same state', async () => {
    const { page, problems } = await openPage({ width: 1280, height: 800 });
    await page.goto(app.baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: /Browse all Destinations/i }).waitFor();
    await saveScreenshot(page, 'visitor', '01-home');

    await searchAndPickSuggestion(page);
    await page.getByRole('heading', { name: 'Uttar Pradesh' }).waitFor();
    await saveScreenshot(page, 'visitor', '02-search-results');

    await page.getByRole('link', { name: /Taj Mahal/ }).first().click();
    await page.waitForURL(/\/details\/taj-mahal$/);
    await page.getByRole('heading', { level: 1, name: 'Taj Mahal' }).waitFor();
    await saveScreenshot(page, 'visitor', '03-place');

    await page.getByRole('link', { name: /Varanasi Ghats/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Varanasi Ghats' }).waitFor();
    await page.waitForURL(/\/details\/varanasi-ghats$/);
    await saveScreenshot(page, 'visitor', '04-place-swapped');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Varanasi Ghats' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('browses every screen on a 360 px phone', async () => {
    const { page, problems } = await openPage({ width: 360, height: 740 });
    const screens: [name: string, path: string, isReady: () => Promise<void>][] = [
      ['phone-home', '/', () => page.getByRole('heading', { level: 1, name: /Discover/ }).waitFor()],
      ['phone-indiatours', '/indiatours', () => page.getByRole('heading', { level: 1, name: /India/ }).waitFor()],
      ['phone-special-tours', '/SpecialTours', () => page.getByRole('heading', { level: 1, name: /Special tours/i }).waitFor()],
      ['phone-about', '/about', () => page.getByRole('heading', { level: 1, name: /India/ }).waitFor()],
      ['phone-details', '/details/taj-mahal', () => page.getByRole('heading', { level: 1, name: 'Taj Mahal' }).waitFor()],
      ['phone-unknown-place', '/details/atlantis', () => page.getByText('No tour details found. Please go back and try again.').waitFor()],
      ['phone-no-results', '/search?query=zzqxv', () => page.getByText('No results found.').waitFor()],
      ['phone-coming-soon', '/contact', () => page.getByRole('heading', { level: 1 }).waitFor()],
    ];
    for (const [name, path, isReady] of screens) {
      await page.goto(`${app.baseUrl}${path}`);
      await isReady();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await saveScreenshot(page, 'visitor', name);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens GraphiQL with its docs explorer, offline', async () => {
    const { page, problems } = await openPage({ width: 1280, height: 800 });
    await page.goto(`${app.baseUrl}/graphiql`);
    await page.locator('.graphiql-container').waitFor();
    await page.getByRole('button', { name: /documentation explorer/i }).click();
    await page.getByText('Root Types').waitFor();
    await page.getByRole('button', { name: /execute query/i }).click();
    await page.getByText('"totalCount": 36').waitFor();
    await saveScreenshot(page, 'visitor', 'graphiql');
    expect(problems.filter((problem) => problem.startsWith('external'))).toEqual([]);
    await page.close();
  });
});
