/**
 * One idempotency key per filled form (the `book` input's `idempotencyKey`): a double click or a retry
 * after a lost answer sends the same key, and the server books once.
 * BEWARE: `crypto.randomUUID` exists only in secure contexts (https, localhost); the app served over
 * plain http on a LAN address still needs a key, so 128 random bits from `getRandomValues` stand in.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
