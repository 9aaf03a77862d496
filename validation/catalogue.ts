/**
 * Editing the catalogue (admins only, spec §6): a place's five fields ("Edit tour: all five fields
 * required", spec §5) and a state's special tour. A value that passes fits its database column.
 */
import { checkMessages, imageRule, maxLengthRule, requiredTextRules } from './checks.js';
import { whenGiven, type FormRules, type Rule } from './form.js';

/** The codes of the api's `CatalogueErrorCode`. */
export type CatalogueCode = 'REQUIRED' | 'TOO_LONG' | 'INVALID_PRICE' | 'INVALID_IMAGE';

/** Most characters each field may hold: the sizes of the `places` and `states` columns that store them. */
export const catalogueLimits = {
  title: 200,
  description: 5000,
  city: 200,
  image: 2000,
  route: 1000,
  attractions: 4000,
} as const;

export const PRICE_MIN_RUPEES = 1;
/** Ten lakh rupees per person: far above any guided tour, low enough to catch a slip of the keyboard. */
export const PRICE_MAX_RUPEES = 1_000_000;

const rupeeAmount = (rupees: number) => `₹${new Intl.NumberFormat('en-IN').format(rupees)}`;

/** An emptied number field reaches the rules as NaN (the web form reads it `valueAsNumber`). */
const priceRequiredRule: Rule<'REQUIRED', number> = {
  code: 'REQUIRED',
  message: checkMessages.required('Price'),
  isValid: (price) => !Number.isNaN(price),
};

const priceRule: Rule<'INVALID_PRICE', number> = {
  code: 'INVALID_PRICE',
  message: `Price must be a whole number of rupees from ${rupeeAmount(PRICE_MIN_RUPEES)} to ${rupeeAmount(PRICE_MAX_RUPEES)}.`,
  isValid: (price) => Number.isInteger(price) && price >= PRICE_MIN_RUPEES && price <= PRICE_MAX_RUPEES,
};

const imageRules = [...requiredTextRules('Image', catalogueLimits.image), imageRule];

/** What an admin may change on a place (spec §7 `PUT /api/updateTours/{id}`, place body). */
export interface PlaceEdit {
  readonly title: string;
  readonly description: string;
  readonly city: string;
  readonly price: number;
  readonly image: string;
}

export const placeEditRules: FormRules<PlaceEdit, CatalogueCode> = {
  title: requiredTextRules('Title', catalogueLimits.title),
  description: requiredTextRules('Description', catalogueLimits.description),
  city: requiredTextRules('City', catalogueLimits.city),
  price: [priceRequiredRule, priceRule],
  image: imageRules,
};

/** What an admin may change on a state's special tour (spec §7, state-tour body). */
export interface TourEdit {
  readonly title: string;
  readonly image: string;
  readonly route: string;
  readonly attractions: string;
}

/**
 * Every field may be left empty: the card then shows the value derived from the state's places again
 * (its title '{state} Tour', the first place's image, the route and attractions of its places).
 */
export const tourEditRules: FormRules<TourEdit, CatalogueCode> = {
  title: [maxLengthRule('Title', catalogueLimits.title)],
  image: whenGiven([maxLengthRule('Image', catalogueLimits.image), imageRule]),
  route: [maxLengthRule('Route', catalogueLimits.route)],
  attractions: [maxLengthRule('Attractions', catalogueLimits.attractions)],
};

/**
 * Spec §3's route: the distinct stops joined with arrows, returning to the first ("Agra → Varanasi →
 * Agra"); a single stop makes no loop. Tour cards and the trip planner's estimate read it the same.
 */
export function roundTripRoute(stops: readonly string[]): string {
  const distinctStops = [...new Set(stops)];
  const loop = distinctStops.length > 1 ? [...distinctStops, distinctStops[0]!] : distinctStops;
  return loop.join(' → ');
}
