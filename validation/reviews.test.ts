import { describe, expect, it } from 'vitest';
import { validateForm } from './form.js';
import { reviewDraftRules, reviewEditFormRules, reviewEditRules, reviewFormRules, type ReviewDraft } from './reviews.js';

const aDraft: ReviewDraft = { firstName: 'Ravi', tourPlace: 'Amber Fort', guideRating: 5, overallRating: 5, rating: 5, comment: 'A grand fort.' };

describe('the feedback form (spec §5)', () => {
  it('takes a draft with only the required fields, and one with every field', () => {
    expect(validateForm(reviewDraftRules, aDraft)).toEqual([]);
    const full = { ...aDraft, lastName: 'Kumar', email: 'ravi@example.in', phone: '9123456789', userImage: '/images/ravi.jpg' };
    expect(validateForm(reviewDraftRules, full)).toEqual([]);
  });

  it('checks email, phone, last name and picture only when given', () => {
    const blanks = { ...aDraft, lastName: ' ', email: '', phone: null, userImage: undefined };
    expect(validateForm(reviewDraftRules, blanks)).toEqual([]);
  });

  it.each([
    ['firstName', { firstName: '  ' }, 'REQUIRED', 'First name is required.'],
    ['lastName', { lastName: 'x'.repeat(101) }, 'TOO_LONG', 'Last name must be at most 100 characters.'],
    ['email', { email: 'ravi@' }, 'INVALID_EMAIL', 'Please enter a valid email.'],
    ['phone', { phone: '+44 20 7946 0958' }, 'INVALID_PHONE', 'Please enter a valid 10-digit phone number.'],
    ['tourPlace', { tourPlace: '' }, 'REQUIRED', 'Tour or place is required.'],
    ['guideRating', { guideRating: 0 }, 'INVALID_RATING', 'Guide rating must be a whole number from 1 to 5.'],
    ['overallRating', { overallRating: 4.5 }, 'INVALID_RATING', 'Overall rating must be a whole number from 1 to 5.'],
    ['rating', { rating: 6 }, 'INVALID_RATING', 'Rating must be a whole number from 1 to 5.'],
    ['comment', { comment: 'x'.repeat(2001) }, 'TOO_LONG', 'Comment must be at most 2000 characters.'],
    ['userImage', { userImage: 'http://example.in/me.jpg' }, 'INVALID_IMAGE', 'Picture must be a path on this site (starting with /).'],
    ['userImage', { userImage: 'https://tracker.example/me.jpg' }, 'INVALID_IMAGE', 'Picture must be a path on this site (starting with /).'],
    ['userImage', { userImage: '//tracker.example/me.jpg' }, 'INVALID_IMAGE', 'Picture must be a path on this site (starting with /).'],
  ])('refuses a bad %s', (field, override, code, message) => {
    expect(validateForm(reviewDraftRules, { ...aDraft, ...override })).toEqual([{ field, code, message }]);
  });
});

describe("the owner's edit (spec §5)", () => {
  it('requires the tour or place and the comment, and a rating of 1 to 5, in form order', () => {
    expect(validateForm(reviewEditRules, { tourPlace: 'Amber Fort', comment: 'Even better.', rating: 4 })).toEqual([]);
    expect(validateForm(reviewEditRules, { tourPlace: '', comment: '', rating: 0 }).map((error) => error.code)).toEqual([
      'REQUIRED',
      'INVALID_RATING',
      'REQUIRED',
    ]);
  });
});

describe('the forms in the browser', () => {
  it('take only a place picked from the catalogue list, with the message the api gives an unknown place', () => {
    const unknown = { code: 'UNKNOWN_PLACE', message: 'Please choose a place from the list.' };
    expect(validateForm(reviewFormRules, aDraft)).toEqual([{ field: 'tourPlace', ...unknown }]);
    expect(validateForm(reviewFormRules, { ...aDraft, placeId: 'UGxhY2U6MQ' })).toEqual([]);
    expect(validateForm(reviewEditFormRules, { tourPlace: 'Amber Fort', comment: 'Fine.', rating: 4 })).toEqual([{ field: 'tourPlace', ...unknown }]);
  });

  it('ask for the place first when nothing is typed', () => {
    expect(validateForm(reviewFormRules, { ...aDraft, tourPlace: ' ' })[0]).toMatchObject({ field: 'tourPlace', code: 'REQUIRED' });
  });
});
