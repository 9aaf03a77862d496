import { customAlphabet } from 'nanoid';

/**
 * References people read over the phone (a booking, a contact ticket, a trip plan): a prefix such as
 * "IT-" and 8 characters from an alphabet without the look-alikes 0/O and 1/I. 32⁸ ≈ 1.1 × 10¹²
 * values drawn at random (not the row id, which would reveal how many rows there are and let anyone
 * guess their neighbours').
 */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 8;
/** How many references to draw before giving up: a second clash in 10¹² draws is a bug, not bad luck. */
const DRAWS = 3;

export interface ReadableReferences {
  /** A new random reference. */
  next(): string;
  /** A reference as a person types it (any letter case, spaces around, the prefix optional); undefined when it cannot be one. */
  normalized(text: string): string | undefined;
  /**
   * Runs `insert` with new references until one is free: `insert` answers undefined when the one it was
   * given is taken (e.g. `ON CONFLICT (reference) DO NOTHING` returned no row).
   */
  insertWithNewReference<T>(insert: (reference: string) => Promise<T | undefined>): Promise<T>;
}

/** References of one kind, told apart by their prefix ("IT-", "CT-", …). */
export function readableReferences(prefix: string): ReadableReferences {
  const randomCode = customAlphabet(REFERENCE_ALPHABET, REFERENCE_LENGTH);
  const pattern = new RegExp(`^${prefix}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
  const typedPrefix = new RegExp(`^${prefix.replace(/-$/, '')}-?`);
  const references: ReadableReferences = {
    next: () => `${prefix}${randomCode()}`,
    normalized(text) {
      const candidate = `${prefix}${text.trim().toUpperCase().replace(typedPrefix, '')}`;
      return pattern.test(candidate) ? candidate : undefined;
    },
    async insertWithNewReference(insert) {
      for (let draw = 1; draw <= DRAWS; draw += 1) {
        const inserted = await insert(references.next());
        if (inserted !== undefined) return inserted;
      }
      throw new Error(`No free ${prefix} reference after ${DRAWS} draws`);
    },
  };
  return references;
}
