import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.2 AA (spec'd in issue 8): every A and AA rule of 2.0, 2.1 and 2.2, `target-size` (2.5.8) among them. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

const axeSourcePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: Promise<string> | undefined;

type Violation = AxeResults['violations'][number];

/** One readable line per failing element: what to fix and where, without opening a report. */
function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((violation) => [
      `${violation.id} (${violation.impact}): ${violation.help}`,
      ...violation.nodes.map(
        (node) => `  ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n\s*/g, ' ') ?? ''}`,
      ),
    ])
    .join('\n');
}

/**
 * Runs axe-core in the page as it is now and throws on any serious or critical WCAG 2.2 AA
 * violation. `exclude` takes selectors of third-party widgets the journey cannot fix; each
 * caller says why it needs one.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // axe reads colours as painted: a toast half-way through fading in fails contrast. Wait until
  // every finite animation and transition has ended (endless ones, like a spinner, never do).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const isInjected = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') rightly refuses an inline <script>.
  if (!isInjected) await page.evaluate(await (axeSource ??= readFile(axeSourcePath, 'utf8')));
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_AA_TAGS },
    resultTypes: ['violations'],
  };
  const context = { exclude: (options.exclude ?? []).map((selector) => [selector]) };
  const violations = await page.evaluate(
    async ([axeContext, axeOptions]) => (await window.axe.run(axeContext, axeOptions)).violations,
    [context, runOptions] as const,
  );
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    const viewport = page.viewportSize();
    throw new Error(
      `Accessibility violations on ${page.url()} at ${viewport?.width} px:\n${describeViolations(blocking)}`,
    );
  }
}

/** WCAG 1.4.10 Reflow: at 320–360 px nothing may need scrolling sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) throw new Error(`${page.url()} scrolls sideways by ${overflow} px at ${page.viewportSize()?.width} px`);
}

/** WCAG 2.4.7 / 2.4.13: a focused control shows the site's 3 px focus ring (focus it the way a keyboard would show it). */
export async function expectFocusRing(control: Locator): Promise<void> {
  const ring = await control.evaluate((focused) => {
    const style = getComputedStyle(focused);
    const label = (focused as HTMLInputElement).labels?.[0]?.textContent ?? focused.textContent;
    return { label, isFocused: focused === document.activeElement, outline: `${style.outlineStyle} ${style.outlineWidth}` };
  });
  if (!ring.isFocused || ring.outline !== 'solid 3px') {
    throw new Error(`"${ring.label}": focused ${ring.isFocused}, outline ${ring.outline}, not the 3 px focus ring`);
  }
}

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}
