import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The `--color-*` tokens of global.css that hold a hex colour. */
function readColourTokens(): Map<string, string> {
  const css = readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');
  return new Map([...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, hex]) => [name!, hex!]));
}

/** WCAG 2.2 relative luminance of an sRGB hex colour. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

const TEXT = 4.5;
const UI_PART = 3;
const LIGHT_SURFACES = ['page', 'card', 'saffron-soft', 'teal-soft'];
const DARK_SURFACES = ['night', 'teal', 'teal-dark'];

// [foreground tokens, background tokens, minimum ratio]: the roles global.css gives each token.
const PAIRS: [string[], string[], number][] = [
  [['ink', 'ink-soft', 'teal', 'teal-dark', 'saffron', 'saffron-dark', 'danger'], LIGHT_SURFACES, TEXT],
  [['danger'], ['danger-soft'], TEXT],
  [['on-dark'], ['saffron', 'saffron-dark', 'teal', 'teal-dark', 'ink', 'night', 'danger'], TEXT],
  [['on-dark-soft', 'on-dark-muted', 'saffron-light'], ['night', 'teal-dark'], TEXT],
  [['teal-soft'], DARK_SURFACES, TEXT],
  // Focus rings: --color-focus on light surfaces, the one a dark surface sets for itself.
  [['saffron'], LIGHT_SURFACES, UI_PART],
  [['saffron-light'], DARK_SURFACES, UI_PART],
  [['line-strong'], ['page', 'card'], UI_PART],
];

describe('design tokens', () => {
  const tokens = readColourTokens();
  const cases = PAIRS.flatMap(([foregrounds, backgrounds, minimum]) =>
    foregrounds.flatMap((foreground) => backgrounds.map((background) => [foreground, background, minimum] as const)),
  );

  it.each(cases)('--color-%s on --color-%s reaches %d:1 (WCAG 2.2 AA)', (foreground, background, minimum) => {
    const [foregroundHex, backgroundHex] = [tokens.get(foreground), tokens.get(background)];
    expect(foregroundHex, `--color-${foreground}`).toBeDefined();
    expect(backgroundHex, `--color-${background}`).toBeDefined();
    expect(contrastRatio(foregroundHex!, backgroundHex!)).toBeGreaterThanOrEqual(minimum);
  });
});
