import type { PlaceCard_PlaceFragment } from '@/gql/graphql';
import { assets } from '@/paths';
import type { PlaceCardPlace } from './place-preview';

function samplePlace(
  slug: string,
  fields: Pick<PlaceCard_PlaceFragment, 'title' | 'city' | 'destination' | 'price'>,
): PlaceCardPlace {
  const image = assets.placeImage(slug);
  return { __typename: 'Place', id: `sample-${slug}`, slug, image, fallbackImage: image, ...fields };
}

/**
 * Spec §3 and §8: when the states cannot be loaded, home and the places pages
 * show these Uttar Pradesh places instead of an empty page.
 */
export const SAMPLE_PLACES: readonly PlaceCardPlace[] = [
  samplePlace('taj-mahal', { title: 'Taj Mahal', city: 'Agra', destination: 'Agra', price: 5000 }),
  samplePlace('varanasi-ghats', { title: 'Varanasi Ghats', city: 'Varanasi', destination: 'Varanasi', price: 4000 }),
  samplePlace('fatehpur-sikri', { title: 'Fatehpur Sikri', city: 'Fatehpur Sikri', destination: 'Agra', price: 3500 }),
  samplePlace('bara-imambara', { title: 'Bara Imambara', city: 'Lucknow', destination: 'Lucknow', price: 2500 }),
];

/** Spec §8, word for word. */
export const STATES_LOAD_ERROR = 'Failed to load states.';
