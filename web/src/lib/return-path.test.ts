import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeReturnPath('/SpecialTours')).toBe('/SpecialTours');
    expect(safeReturnPath('/search?query=Taj%20Mahal#top')).toBe('/search?query=Taj%20Mahal#top');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/login'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a dot segment that leaves two slashes', '/..//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'SpecialTours'],
    ['a control character', '/\tevil'],
    ['nothing', null],
    ['a non-string', { pathname: '/' }],
  ])('refuses %s, so login never redirects off the site', (_, candidate) => {
    expect(safeReturnPath(candidate)).toBeUndefined();
  });
});
