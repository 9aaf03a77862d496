import { registerEnumType } from 'type-graphql';

/** Why a catalogue edit was refused; the rules and texts are @india-tours/validation/catalogue, shared with the web's edit forms. */
export enum CatalogueErrorCode {
  REQUIRED = 'REQUIRED',
  TOO_LONG = 'TOO_LONG',
  INVALID_PRICE = 'INVALID_PRICE',
  INVALID_IMAGE = 'INVALID_IMAGE',
}

registerEnumType(CatalogueErrorCode, {
  name: 'CatalogueErrorCode',
  description: 'Why a catalogue edit was refused.',
  valuesConfig: {
    REQUIRED: { description: 'The field is empty or only spaces (spec §5: every field of the edit is required).' },
    TOO_LONG: { description: 'The field has more characters than it can hold; the message says how many it may have.' },
    INVALID_PRICE: { description: 'The price is not a whole number of rupees from 1 to 10,00,000.' },
    INVALID_IMAGE: { description: 'The image is neither a path on this site (`/…`) nor an absolute https URL.' },
  },
});
