import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

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

/** Scrolls through the page so lazy images load, then saves the first screen and the whole page. */
export async function saveScreenshot(page: Page, journey: string, name: string): Promise<void> {
  const dir = path.join(screenshotsDir, journey);
  await mkdir(dir, { recursive: true });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(dir, `${name}-first-screen.png`) });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
