import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isOlderThanSources } from './build-api-once.mjs';

/** Seconds since the epoch, an hour ago plus `offset`: times set explicitly, so no test waits for the clock to move. */
const hourAgoPlus = (offset: number) => Date.now() / 1000 - 3600 + offset;

describe('isOlderThanSources (when `npm start` rebuilds the api)', () => {
  let folder: string;
  let output: string;
  let sourceFolder: string;
  let nestedSource: string;
  let sources: string[];

  /** Every source at `sourcesAt`, the output at `outputAt`. */
  function setTimes(sourcesAt: number, outputAt: number): void {
    for (const source of [nestedSource, path.dirname(nestedSource), ...sources]) utimesSync(source, sourcesAt, sourcesAt);
    utimesSync(output, outputAt, outputAt);
  }

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'build-api-once-'));
    sourceFolder = path.join(folder, 'src');
    nestedSource = path.join(sourceFolder, 'modules', 'tour.ts');
    mkdirSync(path.dirname(nestedSource), { recursive: true });
    writeFileSync(nestedSource, 'export {};');
    writeFileSync(path.join(folder, 'tsconfig.json'), '{}');
    output = path.join(folder, 'main.js');
    writeFileSync(output, '');
    sources = [sourceFolder, path.join(folder, 'tsconfig.json')];
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('is false when the output was built after every source', () => {
    setTimes(hourAgoPlus(0), hourAgoPlus(10));
    expect(isOlderThanSources(output, sources)).toBe(false);
  });

  it('is true when the output is missing', () => {
    unlinkSync(output);
    expect(isOlderThanSources(output, sources)).toBe(true);
  });

  it('is true when a file deep in a source folder changed after the build', () => {
    setTimes(hourAgoPlus(0), hourAgoPlus(10));
    utimesSync(nestedSource, hourAgoPlus(20), hourAgoPlus(20));
    expect(isOlderThanSources(output, sources)).toBe(true);
  });

  it('is true when a file was deleted after the build (only its folder records that)', () => {
    setTimes(hourAgoPlus(0), hourAgoPlus(10));
    unlinkSync(nestedSource);
    expect(isOlderThanSources(output, sources)).toBe(true);
  });
});
