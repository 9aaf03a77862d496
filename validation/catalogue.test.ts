import { describe, expect, it } from 'vitest';
import { placeEditRules, tourEditRules, type PlaceEdit, type TourEdit } from './catalogue.js';
import { validateForm } from './form.js';

const aPlaceEdit: PlaceEdit = { title: 'Hawa Mahal', description: 'The palace of winds.', city: 'Jaipur', price: 4000, image: '/images/hawa-mahal.jpg' };
const aTourEdit: TourEdit = { title: 'Rajasthan Tour', image: 'https://cdn.example.in/jaipur.jpg', route: 'Jaipur → Udaipur → Jaipur', attractions: 'Hawa Mahal, Amber Fort' };

describe("an admin's edit of a place (spec §5: all five fields required)", () => {
  it('takes a valid edit', () => {
    expect(validateForm(placeEditRules, aPlaceEdit)).toEqual([]);
  });

  it.each([
    ['title', { title: '  ' }, 'REQUIRED', 'Title is required.'],
    ['description', { description: 'x'.repeat(5001) }, 'TOO_LONG', 'Description must be at most 5000 characters.'],
    ['city', { city: '' }, 'REQUIRED', 'City is required.'],
    ['price', { price: Number.NaN }, 'REQUIRED', 'Price is required.'],
    ['price', { price: 0 }, 'INVALID_PRICE', 'Price must be a whole number of rupees from ₹1 to ₹10,00,000.'],
    ['price', { price: 99.5 }, 'INVALID_PRICE', 'Price must be a whole number of rupees from ₹1 to ₹10,00,000.'],
    ['image', { image: '' }, 'REQUIRED', 'Image is required.'],
    ['image', { image: 'javascript:alert(1)' }, 'INVALID_IMAGE', 'Image must be a path on this site (starting with /) or an address starting with https://.'],
  ])('refuses a bad %s', (field, override, code, message) => {
    expect(validateForm(placeEditRules, { ...aPlaceEdit, ...override })).toEqual([{ field, code, message }]);
  });
});

describe("an admin's edit of a special tour", () => {
  it('takes a valid edit, and empty fields (each then derived from the places again)', () => {
    expect(validateForm(tourEditRules, aTourEdit)).toEqual([]);
    expect(validateForm(tourEditRules, { title: '', image: ' ', route: '', attractions: '' })).toEqual([]);
  });

  it('refuses an image that is neither empty nor an address the site shows', () => {
    expect(validateForm(tourEditRules, { ...aTourEdit, image: 'javascript:alert(1)' })).toEqual([
      { field: 'image', code: 'INVALID_IMAGE', message: 'Image must be a path on this site (starting with /) or an address starting with https://.' },
    ]);
  });

  it('counts the route in characters: an arrow is one', () => {
    expect(validateForm(tourEditRules, { ...aTourEdit, route: '→'.repeat(1000) })).toEqual([]);
    expect(validateForm(tourEditRules, { ...aTourEdit, route: '→'.repeat(1001) })).toEqual([
      { field: 'route', code: 'TOO_LONG', message: 'Route must be at most 1000 characters.' },
    ]);
  });
});
