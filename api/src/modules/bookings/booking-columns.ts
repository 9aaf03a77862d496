import { cancellationQuote, isCancellableAt } from './booking.rules.js';
import type { Booking } from './booking.entity.js';

type BookingProperty = keyof Booking & string;
type PropertiesOf<TRule extends (booking: never, now: Date) => unknown> = readonly (keyof Parameters<TRule>[0])[];

/**
 * The properties each computed field of `Booking` derives from; a field named as a column reads that column alone.
 * The rules' own parameter types check the names listed; booking-columns.test.ts checks that none is missing.
 */
const PROPERTIES_OF_COMPUTED_FIELDS = new Map<string, readonly BookingProperty[]>([
  ['__typename', []],
  ['id', ['databaseId']],
  ['tourId', ['curatedTourId', 'tourStateId']],
  ['seats', ['adults', 'children']],
  // Read by its own loader, by the booking's id (always read).
  ['changes', []],
  ['isCancellable', ['status', 'arrivalDate'] satisfies PropertiesOf<typeof isCancellableAt>],
  ['cancellationQuote', ['status', 'arrivalDate', 'totalPrice'] satisfies PropertiesOf<typeof cancellationQuote>],
  ['confirmationMailStatus', ['confirmationMailId']],
]);

/** Read for any page: its cursors are the ids. */
const ALWAYS_READ: readonly BookingProperty[] = ['databaseId'];

/**
 * The columns (by property) that answer these `Booking` fields, for a list that reads no more than its client asks
 * for: the admin desk's page reads 8 of 31 columns. Undefined, meaning every column, when a field is not known here.
 */
export function bookingPropertiesFor(fieldNames: ReadonlySet<string>, columnProperties: ReadonlySet<string>): ReadonlySet<string> | undefined {
  const properties = new Set<string>(ALWAYS_READ);
  for (const fieldName of fieldNames) {
    const derivedFrom = PROPERTIES_OF_COMPUTED_FIELDS.get(fieldName) ?? (columnProperties.has(fieldName) ? [fieldName] : undefined);
    if (derivedFrom === undefined) return undefined;
    for (const property of derivedFrom) properties.add(property);
  }
  return properties;
}
