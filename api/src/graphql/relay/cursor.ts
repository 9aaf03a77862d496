import { BadUserInputError } from '../errors.js';

/** A keyset position: the sort key value(s) of a row followed by its id. */
export type CursorValues = readonly (string | number)[];

export function encodeCursor(values: CursorValues): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/** Number keys (ids, prices) are PostgreSQL integers: anything else would fail in the database, not here. */
const isKeyNumber = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= 2_147_483_647;

/** Decodes a cursor we issued for this ordering; anything else is a client error. */
export function decodeCursor(cursor: string, expectedTypes: readonly ('string' | 'number')[]): CursorValues {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = undefined;
  }
  const isValid =
    Array.isArray(values) &&
    values.length === expectedTypes.length &&
    values.every((value, index) => (expectedTypes[index] === 'number' ? isKeyNumber(value) : typeof value === 'string'));
  if (!isValid) throw new BadUserInputError('The cursor is not valid for this list; start again without `after`.');
  return values as CursorValues;
}
