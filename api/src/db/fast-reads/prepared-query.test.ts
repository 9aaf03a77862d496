import { describe, expect, it } from 'vitest';
import { statementNamer } from './prepared-query.js';

describe('statementNamer', () => {
  it('names a text the same every time, and two texts apart', () => {
    const nameOf = statementNamer(10);
    const first = nameOf('SELECT 1');
    expect(first).toMatch(/^read_[0-9a-f]{24}$/);
    expect(nameOf('SELECT 1')).toBe(first);
    expect(nameOf('SELECT 2')).not.toBe(first);
  });

  it('names no new text past its bound, and keeps the names it gave', () => {
    const nameOf = statementNamer(2);
    const kept = [nameOf('SELECT 1'), nameOf('SELECT 2')];
    expect(nameOf('SELECT 3')).toBeUndefined();
    expect([nameOf('SELECT 1'), nameOf('SELECT 2')]).toEqual(kept);
  });
});
