import type { Page } from 'playwright-core';
import type { Account } from './account-steps.js';

/** The date in India `days` from now, `YYYY-MM-DD`, as a date input takes it. */
export function indiaDateIn(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
}

/** Fills the booking form of /tour/{id} for a party of two adults and a child. */
export async function fillBookingForm(page: Page, trip: { name: string; arrivalDate: string; departureDate: string }): Promise<void> {
  const form = page.getByRole('form', { name: /^Book the / });
  await form.getByLabel('Full name').fill(trip.name);
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Adults').fill('2');
  await form.getByLabel('Children').fill('1');
  await form.getByLabel('Country').fill('India');
  await form.getByLabel('Arrival date').fill(trip.arrivalDate);
  await form.getByLabel('Departure date').fill(trip.departureDate);
}

/** Runs an operation on the app as an integrator would (signed in with `token`); throws unless data comes back. */
export async function graphql<TData>(baseUrl: string, query: string, variables: object, token?: string): Promise<TData> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: TData; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL call failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** Books a tour straight through the API as `account` (an integrator's way), and answers its reference. */
export async function bookThroughApi(baseUrl: string, account: Account, tourId: string): Promise<string> {
  const { logIn } = await graphql<{ logIn: { token: string } }>(baseUrl, 'mutation ($input: LogInInput!) { logIn(input: $input) { token } }', {
    input: { email: account.email, password: account.password },
  });
  const input = { tourId, name: account.name, phone: account.phone, adults: 2, children: 0, country: 'IN', arrivalDate: indiaDateIn(20), departureDate: indiaDateIn(22) };
  const { book } = await graphql<{ book: { booking: { reference: string } | null; errors: unknown[] } }>(
    baseUrl,
    'mutation ($input: BookInput!) { book(input: $input) { booking { reference } errors { message } } }',
    { input },
    logIn.token,
  );
  if (!book.booking) throw new Error(`Booking through the API failed: ${JSON.stringify(book.errors)}`);
  return book.booking.reference;
}

/** The legacy `_id` of a state (GET /api/getState), which names that state's tour. */
export async function stateIdOf(baseUrl: string, stateName: string): Promise<string> {
  const states = (await (await fetch(`${baseUrl}/api/getState`)).json()) as { _id: string; state: string }[];
  const state = states.find((candidate) => candidate.state === stateName);
  if (!state) throw new Error(`No state named ${stateName}`);
  return state._id;
}
