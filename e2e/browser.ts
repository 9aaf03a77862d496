import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './accessibility.js';

/** Screenshots of every screen a journey visits, to be looked at (e2e/screenshots/<journey>/). */
export const screenshotsDir = path.join(import.meta.dirname, 'screenshots');

/**
 * A page in a fresh browser context (its own cookies and storage) that records every console
 * error, page error and request leaving `baseUrl`: a journey ends by expecting none.
 */
export async function openCheckedPage(browser: Browser, baseUrl: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) problems.push(`external request: ${url}`);
  });
  return { page, context, problems };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * Saves the first screen and the whole page once every image has loaded (or failed, which shows
 * its fallback). Lazy images are switched to eager first: they then load wherever they sit
 * (below the fold, in a sideways strip), with no scrolling and no guessed pauses.
 */
export async function saveScreenshot(page: Page, journey: string, name: string): Promise<void> {
  const dir = path.join(screenshotsDir, journey);
  await mkdir(dir, { recursive: true });
  // Re-applied on every check: a re-render (e.g. a refetch after signing in) inserts new lazy images.
  await page.waitForFunction(() => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    return images.every((image) => image.complete);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(dir, `${name}-first-screen.png`) });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * What every journey does on every screen it reaches, once the screen is ready: no sideways
 * scroll, no serious or critical WCAG 2.2 AA violation, and a screenshot to look at.
 */
export async function inspectScreen(
  page: Page,
  screen: { journey: string; name: string; axeExclude?: string[] },
): Promise<void> {
  // From the top, as the screen opens: scrolled, the sticky header covers whatever passes under it, which
  // axe then reports as an obscured target, and the full-page screenshot shows the header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, { exclude: screen.axeExclude });
  await saveScreenshot(page, screen.journey, screen.name);
}

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 360, height: 740 };

/** `inspectScreen` at 1280 and at 360 px (names suffixed -1280 and -360), then back to the page's own size. */
export async function inspectAtBothWidths(page: Page, screen: { journey: string; name: string; axeExclude?: string[] }): Promise<void> {
  const ownSize = page.viewportSize();
  for (const size of [WIDE, NARROW]) {
    await page.setViewportSize(size);
    await inspectScreen(page, { ...screen, name: `${screen.name}-${size.width}` });
  }
  if (ownSize) await page.setViewportSize(ownSize);
}
