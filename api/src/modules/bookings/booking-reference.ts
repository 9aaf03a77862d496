import { customAlphabet } from 'nanoid';

/**
 * Booking references are read over the phone: "IT-" and 8 characters from an alphabet without the
 * look-alikes 0/O and 1/I. 32⁸ ≈ 1.1 × 10¹² values drawn at random (not the row id, which would
 * reveal how many bookings there are and let anyone guess their neighbours').
 */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 8;
const REFERENCE_PREFIX = 'IT-';

export const newBookingReference: () => string = (() => {
  const randomCode = customAlphabet(REFERENCE_ALPHABET, REFERENCE_LENGTH);
  return () => `${REFERENCE_PREFIX}${randomCode()}`;
})();

const REFERENCE_PATTERN = new RegExp(`^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A reference as an admin types it (any letter case, spaces around, "IT-" optional); undefined when it cannot be one. */
export function normalizedReference(text: string): string | undefined {
  const candidate = `${REFERENCE_PREFIX}${text.trim().toUpperCase().replace(/^IT-?/, '')}`;
  return REFERENCE_PATTERN.test(candidate) ? candidate : undefined;
}
