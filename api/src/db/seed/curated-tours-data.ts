/**
 * Tours across states, with the fixed ids legacy clients know. Spec §2: the footer always offers the
 * sample tour 999 covering Delhi, Agra and Jaipur (the Golden Triangle), in that order and back.
 */
export interface SeedCuratedTour {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly title: string;
  /** Catalogue places by slug, in the order the tour visits them. */
  readonly placeSlugs: readonly string[];
}

export const GOLDEN_TRIANGLE_TOUR_ID = 999;

export const curatedToursSeed: readonly SeedCuratedTour[] = [
  {
    id: GOLDEN_TRIANGLE_TOUR_ID,
    slug: 'golden-triangle',
    name: 'Golden Triangle',
    title: 'Golden Triangle Tour',
    placeSlugs: ['red-fort', 'qutub-minar', 'humayuns-tomb', 'taj-mahal', 'amber-fort', 'hawa-mahal'],
  },
];
