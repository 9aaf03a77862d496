import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { Role } from '../../graphql/viewer.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { bookingPropertiesFor } from './booking-columns.js';
import { CANCEL_BOOKING, aBookingInput, bookAs, indiaDateIn, moveTrip, specialTours } from './booking.fixtures.js';

let app: TestApp;
let admin: { token: string };
let traveller: { token: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAccount(app, Role.ADMIN);
  traveller = await signedInAccount(app, Role.USER);
  const [tour] = await specialTours(app);
  // One of each kind a field answers differently for: confirmed, cancelled, started, a tour across states.
  await bookAs(app, traveller.token, aBookingInput(tour!.id, { comment: '' }));
  const cancelled = await bookAs(app, traveller.token, aBookingInput(tour!.id, { arrivalDate: indiaDateIn(40), departureDate: indiaDateIn(41) }));
  await app.graphql(CANCEL_BOOKING, { bookingId: cancelled.id }, { token: traveller.token });
  const started = await bookAs(app, traveller.token, aBookingInput(tour!.id));
  await moveTrip(app.database.dataSource, started.databaseId, indiaDateIn(-1), indiaDateIn(2));
  await bookAs(app, traveller.token, aBookingInput('999'));
});
afterAll(() => app.close());

interface TypeFields {
  __type: { fields: { name: string; type: TypeRef }[] };
}

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}

/** Every field of `Booking` as a selection, an object-typed one with all of its own fields: read from the schema, so a field added later is covered. */
async function everyBookingFieldSelection(): Promise<Map<string, string>> {
  const fieldsOf = async (typeName: string) =>
    (await app.graphql<TypeFields>(`query($name: String!) { __type(name: $name) { fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }`, { name: typeName }))
      .data!.__type.fields;
  const selections = new Map<string, string>();
  for (const field of await fieldsOf('Booking')) {
    // Through NON_NULL and LIST wrappers to the named type (`[BookingChange!]!` is three deep).
    let namedType = field.type;
    while (namedType.ofType) namedType = namedType.ofType;
    const isObject = namedType.kind === 'OBJECT';
    const subfields = isObject ? (await fieldsOf(namedType.name!)).map((subfield) => subfield.name).join(' ') : '';
    selections.set(field.name, isObject ? `${field.name} { ${subfields} }` : field.name);
  }
  return selections;
}

const LISTS = [
  ['bookings', () => admin.token],
  ['myBookings', () => traveller.token],
] as const;

describe('booking lists read only the columns of the fields asked for', () => {
  it.each(LISTS)('%s: each field, asked alone, answers what the whole booking read by its id answers', async (list, tokenOf) => {
    const selections = await everyBookingFieldSelection();
    expect(selections.size).toBeGreaterThanOrEqual(28);
    const page = async (selection: string) => {
      const { data, errors } = await app.graphql<Record<string, { nodes: Record<string, unknown>[] }>>(
        `{ ${list}(first: 20) { nodes { ${selection} } } }`, {}, { token: tokenOf() });
      expect(errors).toBeUndefined();
      return data![list]!.nodes;
    };
    // `nodes(ids:)` reads every column of a booking whatever is asked of it: the reference to compare with.
    const ids = (await page('id')).map((booking) => booking.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const { data } = await app.graphql<{ nodes: Record<string, unknown>[] }>(
      `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Booking { ${[...selections.values()].join(' ')} } } }`, { ids }, { token: tokenOf() });
    for (const [name, selection] of selections) {
      expect({ [name]: await page(selection) }).toEqual({ [name]: data!.nodes.map((booking) => ({ [name]: booking[name] })) });
    }
  });

  it('reads the desk page of the admin (8 fields) without the rest of the row', async () => {
    app.queries.reset();
    await app.graphql(`{ bookings(first: 6) { edges { node { id name email tourState status arrivalDate departureDate createdAt } } } }`, {}, { token: admin.token });
    const [page] = app.queries.statements.filter((statement) => statement.includes('FROM bookings'));
    expect(page).toMatch(/booking\.email AS "email"/);
    expect(page).toMatch(/booking\.created_at AS "createdAt"/);
    expect(page).not.toMatch(/tour_places|comment|phone|total_price/);
  });

  it('reads every column for a field it does not know to need fewer', () => {
    const columns = new Set(['databaseId', 'name', 'status']);
    expect(bookingPropertiesFor(new Set(['name', 'cancellationQuote']), columns)).toEqual(new Set(['databaseId', 'name', 'status', 'arrivalDate', 'totalPrice']));
    expect(bookingPropertiesFor(new Set(['name', 'aFieldAddedLater']), columns)).toBeUndefined();
  });
});
