import countries from 'i18n-iso-countries';

/*
 * Spec §5: "country chosen from a list". The list is ISO 3166-1 (i18n-iso-countries, which ships the
 * official codes and English names offline), so the server checks the same list the web offers
 * through the `countries` query, and no third-party call can fail the booking form (spec §8 "Failed to
 * load countries").
 */
export interface Country {
  readonly code: string;
  readonly name: string;
}

const LANGUAGE = 'en';

/** Every country, by English name (its short official form, e.g. "United States of America"). */
export const COUNTRIES: readonly Country[] = Object.entries(countries.getNames(LANGUAGE, { select: 'official' }))
  .map(([code, name]) => ({ code, name }))
  .sort((first, second) => first.name.localeCompare(second.name, LANGUAGE));

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

/**
 * The country a person chose: its two-letter code (`IN`) or an English name or alias ("india",
 * "United States"), in any letter case; `undefined` when it is none of the list.
 */
export function findCountry(text: string): Country | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 100) return undefined;
  const code = /^[A-Za-z]{2}$/.test(trimmed) ? trimmed.toUpperCase() : countries.getAlpha2Code(trimmed, LANGUAGE);
  return code === undefined ? undefined : byCode.get(code);
}
