import { describe, expect, it } from 'vitest';
import { characterCount, hasOnlyDistinctCharacters, isBasicEmail, isEmail, isImageAddress, isMobilePhone, isName, isPhone, maxLengthRule, normalizeEmail, requiredRule } from './checks.js';

describe('the phone rule: exactly 10 digits (spec §9)', () => {
  it('takes 10 digits, spaces around them aside', () => {
    for (const phone of ['0123456789', ' 9876543210 ']) expect(isPhone(phone)).toBe(true);
  });

  it('refuses any other length, a country code, spaces or hyphens inside', () => {
    for (const phone of ['123456789', '12345678901', '+919876543210', '98765 43210', '98765-43210', '', 'abcdefghij']) {
      expect(isPhone(phone)).toBe(false);
    }
  });

  it('narrows to a first digit 6-9 on register (spec §5, §9)', () => {
    expect(isMobilePhone('6123456789')).toBe(true);
    expect(isMobilePhone('5123456789')).toBe(false);
    expect(isMobilePhone('912345678')).toBe(false);
  });
});

describe('names: letters of any script and single spaces, at most 100 characters', () => {
  it('takes names in any script', () => {
    for (const name of ['Asha Rao', 'Anaïs', 'अर्जुन सिंह', ' Meera ']) expect(isName(name)).toBe(true);
  });

  it('refuses digits, punctuation, runs of spaces, blanks and overlong names', () => {
    for (const name of ['R2-D2', 'Asha  Rao', "O'Neil", '', '   ', 'a'.repeat(101)]) expect(isName(name)).toBe(false);
  });
});

describe('emails', () => {
  it('asks a new address for a dotted domain, and a login only for something@something', () => {
    expect(isEmail('asha@example.in')).toBe(true);
    expect(isEmail('admin@localhost')).toBe(false);
    expect(isBasicEmail('admin@localhost')).toBe(true);
    for (const email of ['asha', 'asha@', 'as ha@example.in']) expect(isBasicEmail(email)).toBe(false);
  });

  it('takes plain addresses: dots, plus, hyphens, apostrophes, spaces around', () => {
    for (const email of ['asha.rao+trips@example.co.in', "o'neil@example.in", 'a_b-c@mail.example.in', ' asha@example.in ']) expect(isEmail(email)).toBe(true);
  });

  it('refuses a display name, a comment, quotes, brackets or separators: a mailer reads them as a name before another address', () => {
    const disguised = ['1<victim@example.org>', '(Free prize)victim@example.org', 'victim@example.org(Free prize)', '"Asha"@example.in', 'asha@[192.0.2.1]'];
    const separated = ['a,victim@example.org', 'a;victim@example.org', 'a:victim@example.org', 'a\\b@example.in', 'as\tha@example.in'];
    for (const email of [...disguised, ...separated]) expect(isEmail(email)).toBe(false);
  });

  it('measures the length as stored, lower-cased ("İ" lower-cases to two characters)', () => {
    const email = `${'İ'.repeat(124)}@example.in`;
    expect(email.length).toBeLessThanOrEqual(254);
    expect(isEmail(email)).toBe(false);
    expect(normalizeEmail('  Asha@Example.IN ')).toBe('asha@example.in');
  });
});

describe('emails no one could mistake for another', () => {
  it('takes ASCII addresses, and addresses in one Indian script (India\'s own mail, `.भारत` domains)', () => {
    for (const email of ['asha.rao+trips@example.co.in', 'उदाहरण@डाटामेल.भारत', 'asha@उदाहरण.भारत', 'அருண்@example.in', ' admin@example.in ']) {
      expect(hasOnlyDistinctCharacters(email)).toBe(true);
    }
  });

  it('refuses look-alike letters: a Cyrillic а among Latin ones, a whole Cyrillic or Greek word, fullwidth letters', () => {
    for (const email of ['\u0430dmin@example.in', 'admin@ex\u0430mple.in', '\u0430\u0440\u0435@example.in', 'admin@\u03bf\u03bf.in', '\uff41\uff44\uff4d\uff49\uff4e@example.in']) {
      expect(hasOnlyDistinctCharacters(email)).toBe(false);
    }
  });

  it('refuses invisible characters: zero-width space and joiners, direction marks, soft hyphens, a no-break space', () => {
    for (const invisible of ['\u200b', '\u200c', '\u200d', '\u200e', '\u202e', '\u00ad', '\u00a0', '\ufeff', '\u2060']) {
      expect(hasOnlyDistinctCharacters(`ad${invisible}min@example.in`)).toBe(false);
      expect(hasOnlyDistinctCharacters(`admin@exam${invisible}ple.in`)).toBe(false);
    }
  });

  it('refuses two Indian scripts in one part (each reads as a different word)', () => {
    expect(hasOnlyDistinctCharacters('अरुண்@example.in')).toBe(false);
  });
});

describe('images: a path on this site or an https address', () => {
  it('takes site paths and https addresses', () => {
    for (const image of ['/images/taj.jpg', 'https://cdn.example.in/taj.jpg']) expect(isImageAddress(image)).toBe(true);
  });

  it('refuses other schemes, other sites by //, backslashes and credentials', () => {
    for (const image of ['http://example.in/a.jpg', '//evil.example/a.jpg', 'javascript:alert(1)', 'data:image/png;base64,AA', '/\\evil.example', 'https://u:p@example.in/a.jpg']) {
      expect(isImageAddress(image)).toBe(false);
    }
  });
});

describe('required and length rules', () => {
  it("say the field's name and its limit", () => {
    expect(requiredRule('Title')).toMatchObject({ code: 'REQUIRED', message: 'Title is required.' });
    expect(requiredRule('Title').isValid('  ', undefined)).toBe(false);
    const rule = maxLengthRule('Title', 3);
    expect(rule.message).toBe('Title must be at most 3 characters.');
    expect(rule.isValid(' abc ', undefined)).toBe(true);
    expect(rule.isValid('abcd', undefined)).toBe(false);
  });

  it('counts characters as PostgreSQL does: an emoji is one', () => {
    expect(characterCount('🌊🌊')).toBe(2);
    expect(maxLengthRule('Comment', 2).isValid('🌊🌊', undefined)).toBe(true);
  });
});
