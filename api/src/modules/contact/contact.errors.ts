import { registerEnumType } from 'type-graphql';
import { MESSAGE_MAX_LENGTH } from '@india-tours/validation/contact';

/** Why a contact message was refused; the rules and texts are @india-tours/validation/contact, shared with the web's contact form. */
export enum ContactErrorCode {
  REQUIRED = 'REQUIRED',
  TOO_LONG = 'TOO_LONG',
  INVALID_NAME = 'INVALID_NAME',
  INVALID_EMAIL = 'INVALID_EMAIL',
  INVALID_PHONE = 'INVALID_PHONE',
}

registerEnumType(ContactErrorCode, {
  name: 'ContactErrorCode',
  description: 'Why a contact message was refused.',
  valuesConfig: {
    REQUIRED: { description: 'The field is empty or only spaces (spec §5: every field of the contact form is required).' },
    TOO_LONG: { description: `The message has more than ${MESSAGE_MAX_LENGTH} characters.` },
    INVALID_NAME: { description: 'The name has characters other than letters and spaces, or more than 100 characters.' },
    INVALID_EMAIL: { description: 'The email is not a plain, valid address (a dotted domain; no name, comment, quotes or brackets around it).' },
    INVALID_PHONE: { description: 'The phone is not exactly 10 digits.' },
  },
});

/** Texts of the answers that are not about one field; `wait` is how long, as `minutesToWait` says it. */
export const contactServerMessages = {
  notFound: 'No contact message has this ID.',
  tooManyFromAddress: (wait: string) => `You have sent several messages just now. Please try again in ${wait}.`,
  tooManyToEmail: (wait: string) => `Several messages were sent with this email address just now. Please try again in ${wait}.`,
} as const;
