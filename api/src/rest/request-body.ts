// The API's own ID codec (not a module's internals): legacy `_id`s are turned into the global IDs the schema takes.
import { toGlobalId } from '../graphql/relay/global-id.js';
import type { RestRequest } from './rest-request.js';

/** The JSON body as an object; anything else (no body, an array, a number) reads as empty. */
export function bodyOf(request: RestRequest): Record<string, unknown> {
  const body: unknown = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A field of the JSON body as text; anything missing or not a string becomes '' and fails validation clearly. */
export function textOf(request: RestRequest, key: string): string {
  const value = bodyOf(request)[key];
  return typeof value === 'string' ? value : '';
}

/** Whole numbers as text: GraphQL's Int (ten digits, a sign) and a count (three digits, no sign). */
const INT_TEXT = /^\s*-?[0-9]{1,10}\s*$/;
const COUNT_TEXT = /^\s*[0-9]{1,3}\s*$/;
const MAX_INT = 2_147_483_647;

/** A whole number sent as a JSON number or as `text` ("5"), at most `max` either way; undefined for anything else. */
function wholeNumberIn(value: unknown, text: RegExp, max: number): number | undefined {
  const number = typeof value === 'string' && text.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && Math.abs(number) <= max ? number : undefined;
}

/**
 * A whole-number field of the JSON body: legacy forms send numbers as text ("5"). Missing gives
 * undefined (the operation's default applies); anything else that is not a whole number within
 * GraphQL's Int gives 0, which the field's own rule then refuses with its message.
 */
export function wholeNumberOf(request: RestRequest, key: string): number | undefined {
  const value = bodyOf(request)[key];
  if (value === undefined || value === null || value === '') return undefined;
  return wholeNumberIn(value, INT_TEXT, MAX_INT) ?? 0;
}

/**
 * A count (adults, children) sent as a number or as text ("2"); missing or not a whole number below 1000 gives -1,
 * which the count's rule refuses (where 0 would be a valid number of children).
 */
export function countOf(request: RestRequest, key: string): number {
  return wholeNumberIn(bodyOf(request)[key], COUNT_TEXT, 999) ?? -1;
}

/** A text field a client may send as a JSON number (a phone as 9876543210): the number's digits; anything else as `textOf`. */
export function textOrDigitsOf(request: RestRequest, key: string): string {
  const value = bodyOf(request)[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : textOf(request, key);
}

/** An optional text field: missing stays missing, a non-string is treated as absent. */
export function optionalTextOf(request: RestRequest, key: string): string | undefined {
  const value = bodyOf(request)[key];
  return typeof value === 'string' ? value : undefined;
}

/** An id as legacy clients send it: the `_id` (a database number, as text or a number) or the global `id`. */
export function globalIdOf(value: unknown, typeName: string): string {
  const id = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[0-9]{1,10}$/.test(id) ? toGlobalId(typeName, Number(id)) : id;
}

/** dd/mm/yyyy (the spec's client) or yyyy-mm-dd as yyyy-mm-dd; anything else goes on as typed, for the schema's rules to refuse. */
export function isoDateOfText(text: string): string {
  const trimmed = text.trim();
  const legacy = /^([0-9]{1,2})\/([0-9]{1,2})\/([0-9]{4})$/.exec(trimmed);
  return legacy ? `${legacy[3]}-${legacy[2]!.padStart(2, '0')}-${legacy[1]!.padStart(2, '0')}` : trimmed;
}

/** A query-string parameter as text; absent, empty or repeated gives null (no filter). */
export function queryTextOf(request: RestRequest, key: string): string | null {
  const value = request.query[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `?first=`: digits as a number; absent keeps the default; anything else is 0, which the page-size rule refuses (400). */
export function pageSizeOf(request: RestRequest): number | undefined {
  const { first } = request.query;
  if (first === undefined || first === '') return undefined;
  return typeof first === 'string' && /^[0-9]{1,9}$/.test(first) ? Number(first) : 0;
}

/** "true or false", "new, contacted or closed". */
const eitherOf = (values: readonly string[]) => (values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : values.join(''));

/** The 400 text for a value that is none of `allowed` (any letter case, spaces around); undefined for one of them. */
export function refusalUnlessOneOf(value: unknown, name: string, allowed: readonly string[]): string | undefined {
  const isAllowed = typeof value === 'string' && allowed.includes(value.trim().toLowerCase());
  return isAllowed ? undefined : `${name} must be ${eitherOf(allowed)}.`;
}

/** The same for a query-string parameter, which may be absent or empty (no filter). */
export function queryRefusalUnlessOneOf(request: RestRequest, key: string, allowed: readonly string[]): string | undefined {
  const value = request.query[key];
  return value === undefined || value === '' ? undefined : refusalUnlessOneOf(value, key, allowed);
}
