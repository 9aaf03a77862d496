/**
 * The values every server under load rotates through, the same as the shared perf harness's (so figures compare
 * with issue 13's): W2's prefixes, W3's pages, W4's states.
 */

/** 2–3 letters, mixed case (matching is case-insensitive); every one matches something at bench:data's volumes. */
export const SUGGESTION_PREFIXES = [
  'ma', 'Ka', 'go', 'raj', 'ut', 'ke', 'pu', 'Del', 'jai', 'ban', 'mu', 'che', 'hy', 'ag', 'va', 'sh', 'da', 'ko', 'na', 'PA',
  'gu', 'ud', 'bo', 'ta', 'ch', 'tr', 'si', 'ha', 'an', 'be', 'amr', 'kas', 'le', 'mys', 'dar', 'man', 'kov', 'tha', 'ar', 'sun',
] as const;

/** Deep pages of the newest-first review list (offsets 5,994 … 68,994 of 200,000). */
export const REVIEW_PAGES = [1000, 2500, 4000, 5500, 7000, 8500, 10000, 11500] as const;
export const REVIEWS_PER_PAGE = 6;

/** Every state and union territory, by its name in the catalogue. */
export const BOOKING_STATES = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh',
  'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha',
  'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
  'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Jammu and Kashmir', 'Ladakh',
  'Lakshadweep', 'Puducherry',
] as const;

/** Bookings per page on the admin's desk (the web's BOOKINGS_PAGE_SIZE). */
export const BOOKINGS_PER_PAGE = 6;
