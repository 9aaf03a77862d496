import { describe, expect, it } from 'vitest';
import { cityRoute, prefixRange, searchTsQuery, tourAttractions, tourPricePerPerson, tourRoute, tourStartingPrice, tourTitle } from './catalogue.rules.js';

const place = (title: string, destination: string, price = 1000, city = destination) => ({ title, destination, city, price, image: `/${title}.svg` });

describe('tour card rules (spec §3)', () => {
  it("titles a tour '{state} Tour'", () => {
    expect(tourTitle('Kerala')).toBe('Kerala Tour');
  });

  it('joins the distinct destinations with arrows and returns to the first', () => {
    const places = [place('Taj Mahal', 'Agra'), place('Agra Fort', 'Agra'), place('Ghats', 'Varanasi'), place('Imambara', 'Lucknow')];
    expect(tourRoute(places)).toBe('Agra → Varanasi → Lucknow → Agra');
  });

  it('does not loop a route with a single destination', () => {
    expect(tourRoute([place('Taj Mahal', 'Agra'), place('Agra Fort', 'Agra')])).toBe('Agra');
    expect(tourRoute([])).toBe('');
  });

  it('comma-joins the distinct place titles', () => {
    expect(tourAttractions([place('Taj Mahal', 'Agra'), place('Taj Mahal', 'Agra'), place('Ghats', 'Varanasi')])).toBe(
      'Taj Mahal, Ghats',
    );
  });

  it('reads a tour across states by its cities', () => {
    const triangle = [place('Red Fort', 'Old Delhi', 2500, 'Delhi'), place('Qutub Minar', 'Mehrauli', 2400, 'Delhi'), place('Taj Mahal', 'Agra'), place('Amber Fort', 'Jaipur')];
    expect(cityRoute(triangle)).toBe('Delhi → Agra → Jaipur → Delhi');
  });

  it('prices a tour per person as the sum of its places, each priced per person', () => {
    expect(tourPricePerPerson([place('a', 'x', 5000), place('b', 'y', 2500)])).toBe(7500);
    expect(tourPricePerPerson([])).toBe(0);
  });

  it('keeps the cheapest place as the deprecated starting price', () => {
    expect(tourStartingPrice([place('a', 'x', 5000), place('b', 'y', 2500)])).toBe(2500);
    expect(tourStartingPrice([])).toBe(0);
  });
});

describe('search text', () => {
  it('makes the range of lower-case values that start with the text, wildcards taken literally', () => {
    expect(prefixRange('  Taj ')).toEqual({ from: 'taj', to: 'tak' });
    expect(prefixRange('50%')).toEqual({ from: '50%', to: '50&' });
    expect(prefixRange('Kōnārk')).toEqual({ from: 'kōnārk', to: 'kōnārl' });
  });

  it('steps over the surrogates and past the last code point', () => {
    expect(prefixRange('a\uD7FF')).toEqual({ from: 'a\uD7FF', to: 'a\uE000' });
    expect(prefixRange('a\u{10FFFF}')).toEqual({ from: 'a\u{10FFFF}', to: 'b' });
    expect(prefixRange('\u{10FFFF}')).toEqual({ from: '\u{10FFFF}', to: undefined });
  });

  it('turns every word into a prefix term and ignores punctuation', () => {
    expect(searchTsQuery('Agra, fort!')).toBe('agra:* & fort:*');
    expect(searchTsQuery("  ' & | !  ")).toBeUndefined();
  });
});
