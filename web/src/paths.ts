// Every URL the app links to or navigates to (STYLE §8): no URL literal in a component.
// Route patterns (`pattern`) feed the route table; builders (`to`) make links.

import { indianDate } from '@india-tours/validation/dates';

const encode = encodeURIComponent;

/** Which page of a review list, and whether only verified travellers' reviews (/all-reviews, a place's reviews). */
export type ReviewListView = { page?: number; verifiedOnly?: boolean };

/** `?page=2&verified=1`: the defaults (page 1, every review) are left out, so the plain URL stays plain. */
export function reviewListSearch({ page = 1, verifiedOnly = false }: ReviewListView = {}): string {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  if (verifiedOnly) query.set('verified', '1');
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** The admin's desk panels on /dashboard (`?panel=`); bookings is the default and has no parameter. */
export const DESK_PANELS = ['bookings', 'messages', 'trips', 'mail', 'calendars'] as const;
export type DeskPanel = (typeof DESK_PANELS)[number];

export const paths = {
  home: { pattern: '/', to: () => '/' },
  // `from`: the same-site path to return to after logging in or registering (spec §4).
  login: { pattern: '/login', to: (from?: string) => (from ? `/login?${new URLSearchParams({ from })}` : '/login') },
  register: {
    pattern: '/register',
    to: (from?: string) => (from ? `/register?${new URLSearchParams({ from })}` : '/register'),
  },
  forgotPassword: { pattern: '/forgot-password', to: () => '/forgot-password' },
  resetPassword: {
    pattern: '/reset-password',
    to: (token?: string) => (token ? `/reset-password?token=${encode(token)}` : '/reset-password'),
  },
  contact: { pattern: '/contact', to: () => '/contact' },
  tour: { pattern: '/tour/:id', to: (id: string) => `/tour/${encode(id)}` },
  search: {
    pattern: '/search',
    to: (query: string) => `/search?${new URLSearchParams({ query }).toString()}`,
  },
  indiaTours: { pattern: '/indiatours', to: () => '/indiatours' },
  placeDetails: { pattern: '/details/:place', to: (slug: string) => `/details/${encode(slug)}` },
  specialTours: { pattern: '/SpecialTours', to: () => '/SpecialTours' },
  about: { pattern: '/about', to: () => '/about' },
  // `placeSlug`: the place the review form starts with picked (a place page's "Write a review").
  review: {
    pattern: '/review',
    to: (placeSlug?: string) => (placeSlug ? `/review?${new URLSearchParams({ place: placeSlug })}` : '/review'),
  },
  allReviews: { pattern: '/all-reviews', to: (view?: ReviewListView) => `/all-reviews${reviewListSearch(view)}` },
  dashboard: {
    pattern: '/dashboard',
    to: (panel: DeskPanel = 'bookings') => (panel === 'bookings' ? '/dashboard' : `/dashboard?panel=${panel}`),
  },
  editTour: { pattern: '/edit-tour/:id', to: (id: string) => `/edit-tour/${encode(id)}` },
  editReview: { pattern: '/edit-review/:id', to: (id: string) => `/edit-review/${encode(id)}` },
  // The spec spells this route "spicaltour"; kept as given so old links keep working.
  editSpecialTour: {
    pattern: '/edit-spicaltour/:id',
    to: (id: string) => `/edit-spicaltour/${encode(id)}`,
  },
  // `month` (`YYYY-MM`): the month the calendar shows; without it, the current month in India.
  tourCalendar: {
    pattern: '/tour-calendar/:id',
    to: (id: string, month?: string) => `/tour-calendar/${encode(id)}${month ? `?${new URLSearchParams({ month })}` : ''}`,
  },
  tripPlan: { pattern: '/customize', to: () => '/customize' },
  myBookings: { pattern: '/my-bookings', to: () => '/my-bookings' },
  /** The admin's CSV download of the bookings a filter selects (served by the api, not a route of the app). */
  bookingsCsv: {
    to: ({ state, reference }: { state?: string; reference?: string } = {}) => {
      const query = new URLSearchParams();
      if (state) query.set('state', state);
      if (reference) query.set('reference', reference);
      const search = query.toString();
      return search ? `/api/bookings.csv?${search}` : '/api/bookings.csv';
    },
  },
  /** The admin's CSV of who starts a tour on `date` (`YYYY-MM-DD`), asked for as the spec writes dates (dd/mm/yyyy). */
  manifestCsv: {
    to: (tourId: string, date: string) => `/api/tours/${encode(tourId)}/manifest.csv?date=${indianDate(date)}`,
  },
} as const;

/** Static assets shipped in web/public. */
export const assets = {
  placeFallbackImage: '/images/place-fallback.svg',
  placeImage: (slug: string) => `/images/places/${slug}.svg`,
  heroVideo: '/media/hero.mp4',
  heroPoster: '/media/hero-poster.jpg',
} as const;

/** Contact links for the header and footer. */
export const contactLinks = {
  phone: (phone: string) => `tel:${phone.replace(/\s+/g, '')}`,
  email: (email: string) => `mailto:${email}`,
} as const;
