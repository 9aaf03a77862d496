/** What /graphql answers, as far as the benchmarks read it. */
export interface GraphQLAnswer<TData> {
  data?: TData;
  errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[];
}

export type GraphQL = <TData>(query: string, variables: object, token?: string, headers?: Record<string, string>) => Promise<GraphQLAnswer<TData>>;

/** POSTs operations to the server at `baseUrl`, signed in when given a token. */
export function graphqlAt(baseUrl: string): GraphQL {
  return async <TData>(query: string, variables: object, token?: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer<TData>;
  };
}

let travellersRegistered = 0;

/**
 * Registers the traveller (an existing account is fine) and signs in; returns the session token. Each traveller signs up
 * from an address of its own, as travellers do (the app trusts the loopback proxy's X-Forwarded-For): sign-up allows 5
 * accounts per address in 10 minutes.
 */
export async function signedInToken(graphql: GraphQL, credentials: { email: string; password: string }): Promise<string> {
  travellersRegistered += 1;
  const address = `10.${(travellersRegistered >> 16) & 255}.${(travellersRegistered >> 8) & 255}.${travellersRegistered & 255}`;
  const registered = await graphql(
    `mutation($input: RegisterInput!) { register(input: $input) { errors { code } } }`,
    { input: { ...credentials, name: 'Bench Booker', phone: '9876543210' } },
    undefined,
    { 'x-forwarded-for': address },
  );
  if (registered.errors) throw new Error(`register failed: ${JSON.stringify(registered.errors)}`);
  const answer = await graphql<{ logIn: { token: string } }>(`mutation($input: LogInInput!) { logIn(input: $input) { token } }`, { input: credentials }, undefined, {
    'x-forwarded-for': address,
  });
  if (!answer.data) throw new Error(`logIn failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.logIn.token;
}

/** A date `days` from today in India, as the booking form sends it. */
const indiaDateIn = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));

export const BOOK = `mutation($input: BookInput!) { book(input: $input) { booking { id } errors { code message } } }`;

/** One party's booking of a tour a month ahead, as the benchmarks' travellers send it, under a key of its own. */
export function benchBookingInput(tourId: string, idempotencyKey: string) {
  return {
    tourId,
    name: 'Bench Booker',
    phone: '9876543210',
    adults: 2,
    children: 1,
    country: 'IN',
    arrivalDate: indiaDateIn(30),
    departureDate: indiaDateIn(33),
    idempotencyKey,
  };
}
