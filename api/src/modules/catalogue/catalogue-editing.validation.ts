import { placeEditRules, tourEditRules, type PlaceEdit, type TourEdit } from '@india-tours/validation/catalogue';
import { formErrors } from '../../graphql/user-error.js';
import { CatalogueErrorCode } from './catalogue.errors.js';
import type { CatalogueError } from './catalogue-editing.types.js';

export type { PlaceEdit, TourEdit } from '@india-tours/validation/catalogue';

export function placeEditErrors(edit: PlaceEdit): CatalogueError[] {
  return formErrors(CatalogueErrorCode, placeEditRules, edit);
}

export function tourEditErrors(edit: TourEdit): CatalogueError[] {
  return formErrors(CatalogueErrorCode, tourEditRules, edit);
}

/** Stored as checked: without the spaces around each text. */
export function trimmedPlaceEdit(edit: PlaceEdit): PlaceEdit {
  const { title, description, city, price, image } = edit;
  return { title: title.trim(), description: description.trim(), city: city.trim(), price, image: image.trim() };
}

export function trimmedTourEdit(edit: TourEdit): TourEdit {
  return { title: edit.title.trim(), image: edit.image.trim(), route: edit.route.trim(), attractions: edit.attractions.trim() };
}
