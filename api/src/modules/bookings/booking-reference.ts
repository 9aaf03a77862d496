import { readableReferences } from '../../db/readable-reference.js';

/** Booking references: "IT-" and 8 characters (e.g. "IT-7KQ2M9XD"), shown on screen and in every mail. */
export const bookingReferences = readableReferences('IT-');
