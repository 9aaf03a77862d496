import type { PlaceCard_PlaceFragment } from '@/gql/graphql';

type RatingFigures = 'averageRating' | 'reviewCount';

/**
 * A card's place. The sample places shown when the catalogue cannot be loaded have no rating
 * figures: they show none rather than a "No reviews yet" that nobody checked.
 */
export type PlaceCardPlace = Omit<PlaceCard_PlaceFragment, RatingFigures> & Partial<Pick<PlaceCard_PlaceFragment, RatingFigures>>;

/**
 * What a place card hands the details page in navigation state, so it can
 * render at once; the page still loads the full place by its slug.
 */
export type PlaceDetailsNavigationState = { place: PlaceCardPlace & { description?: string } };

export function readPlaceNavigationState(state: unknown): PlaceDetailsNavigationState['place'] | undefined {
  if (typeof state !== 'object' || state === null || !('place' in state)) return undefined;
  const place = (state as { place: unknown }).place;
  if (typeof place !== 'object' || place === null) return undefined;
  const candidate = place as Partial<PlaceCard_PlaceFragment>;
  return typeof candidate.slug === 'string' && typeof candidate.title === 'string'
    ? (place as PlaceDetailsNavigationState['place'])
    : undefined;
}
