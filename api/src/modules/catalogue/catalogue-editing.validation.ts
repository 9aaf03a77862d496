import { catalogueLimits, checkImage, checkMaxLength, checkPrice, checkRequired } from '@india-tours/validation';
import { firstErrorPerField, type FieldRule } from '../../graphql/user-error.js';
import { CatalogueErrorCode } from './catalogue.errors.js';
import type { CatalogueError } from './catalogue-editing.types.js';

/** What an admin may change on a place (spec §7 `PUT /api/updateTours/{id}`, place body). */
export interface PlaceEdit {
  readonly title: string;
  readonly description: string;
  readonly city: string;
  readonly price: number;
  readonly image: string;
}

/** What an admin may change on a state's special tour (spec §7, state-tour body). */
export interface TourEdit {
  readonly title: string;
  readonly image: string;
  readonly route: string;
  readonly attractions: string;
}

type Rule = FieldRule<CatalogueErrorCode>;

function textRules(field: keyof typeof catalogueLimits, label: string, value: string): Rule[] {
  return [
    [field, CatalogueErrorCode.REQUIRED, checkRequired(value, label)],
    [field, CatalogueErrorCode.TOO_LONG, checkMaxLength(value, label, catalogueLimits[field])],
  ];
}

function imageRules(image: string): Rule[] {
  return [...textRules('image', 'Image', image), ['image', CatalogueErrorCode.INVALID_IMAGE, checkImage(image)]];
}

export function placeEditErrors(edit: PlaceEdit): CatalogueError[] {
  return firstErrorPerField([
    ...textRules('title', 'Title', edit.title),
    ...textRules('description', 'Description', edit.description),
    ...textRules('city', 'City', edit.city),
    ['price', CatalogueErrorCode.INVALID_PRICE, checkPrice(edit.price)],
    ...imageRules(edit.image),
  ]);
}

export function tourEditErrors(edit: TourEdit): CatalogueError[] {
  return firstErrorPerField([
    ...textRules('title', 'Title', edit.title),
    ...imageRules(edit.image),
    ...textRules('route', 'Route', edit.route),
    ...textRules('attractions', 'Attractions', edit.attractions),
  ]);
}

/** Stored as checked: without the spaces around each text. */
export function trimmedPlaceEdit(edit: PlaceEdit): PlaceEdit {
  const { title, description, city, price, image } = edit;
  return { title: title.trim(), description: description.trim(), city: city.trim(), price, image: image.trim() };
}

export function trimmedTourEdit(edit: TourEdit): TourEdit {
  return { title: edit.title.trim(), image: edit.image.trim(), route: edit.route.trim(), attractions: edit.attractions.trim() };
}
