import { customAlphabet } from 'nanoid';

/**
 * References people read over the phone (a booking, a contact ticket, a trip plan): a prefix such as
 * "IT-" and 8 characters from an alphabet without the look-alikes 0/O and 1/I. 32⁸ ≈ 1.1 × 10¹²
 * values drawn at random (not the row id, which would reveal how many rows there are and let anyone
 * guess their neighbours').
 */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 8;

export interface ReadableReferences {
  /** A new random reference. */
  next(): string;
  /** A reference as a person types it (any letter case, spaces around, the prefix optional); undefined when it cannot be one. */
  normalized(text: string): string | undefined;
}

/** References of one kind, told apart by their prefix ("IT-", "CT-", …). */
export function readableReferences(prefix: string): ReadableReferences {
  const randomCode = customAlphabet(REFERENCE_ALPHABET, REFERENCE_LENGTH);
  const pattern = new RegExp(`^${prefix}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
  const typedPrefix = new RegExp(`^${prefix.replace(/-$/, '')}-?`);
  return {
    next: () => `${prefix}${randomCode()}`,
    normalized(text) {
      const candidate = `${prefix}${text.trim().toUpperCase().replace(typedPrefix, '')}`;
      return pattern.test(candidate) ? candidate : undefined;
    },
  };
}
