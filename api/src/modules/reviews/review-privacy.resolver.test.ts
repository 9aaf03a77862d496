import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../graphql/viewer.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { insertReview } from './review.fixtures.js';

/*
 * Spec §6: a reviewer's email, phone and date are for admins only, by every door that reaches a
 * review: the author included. Each door selects them; the answer must refuse them (UNAUTHENTICATED to
 * a visitor, FORBIDDEN to an account) and carry none of their values, and an admin must get them.
 */
const CONTACT = 'email phone createdAt';
const doors = {
  'the reviews connection': (fields: string) => [`{ reviews(first: 100) { nodes { id ${fields} } } }`, {}],
  'reviewsPage': (fields: string) => [`{ reviewsPage(perPage: 50) { nodes { id ${fields} } } }`, {}],
  "a place's reviews": (fields: string) => [`query($p: ID!) { reviewsPage(filter: { placeId: $p }) { nodes { id ${fields} } } }`, { p: 'PLACE' }],
  'node(id:)': (fields: string) => [`query($id: ID!) { node(id: $id) { ... on Review { id ${fields} } } }`, { id: 'REVIEW' }],
  'nodes(ids:)': (fields: string) => [`query($id: ID!) { nodes(ids: [$id]) { ... on Review { id ${fields} } } }`, { id: 'REVIEW' }],
  'the updateReview payload': (fields: string) => [
    `mutation($id: ID!) { updateReview(input: { id: $id, tourPlace: "Hawa Mahal", comment: "Pink at dusk.", rating: 4 }) { review { id ${fields} } } }`,
    { id: 'REVIEW' },
  ],
} satisfies Record<string, (fields: string) => [string, Record<string, string>]>;

let app: TestApp;
let author: Awaited<ReturnType<typeof signedInAccount>>;
let admin: Awaited<ReturnType<typeof signedInAccount>>;
let review: { id: string };
let placeId: string;

beforeAll(async () => {
  app = await startTestApp();
  [author, admin] = [await signedInAccount(app), await signedInAccount(app, Role.ADMIN)];
  review = await insertReview(app.database.dataSource, { email: author.email });
  await app.database.dataSource.query(`UPDATE reviews SET place_id = (SELECT id FROM places WHERE title = 'Hawa Mahal')`);
  const { data } = await app.graphql<{ search: { places: { id: string; title: string }[] }[] }>(`{ search(query: "Hawa Mahal") { places { id title } } }`);
  placeId = data!.search.flatMap((group) => group.places).find((place) => place.title === 'Hawa Mahal')!.id;
});
afterAll(() => app.close());

function callThrough(door: keyof typeof doors, fields: string, token?: string) {
  const [query, variables] = doors[door](fields);
  const resolved = Object.fromEntries(Object.entries(variables).map(([key, value]) => [key, value === 'PLACE' ? placeId : review.id]));
  return app.graphql(query, resolved, token ? { token } : {});
}

describe("the reviewer's email, phone and date", () => {
  it.each(Object.keys(doors) as (keyof typeof doors)[])('are refused through %s to a visitor and to the author', async (door) => {
    for (const token of door === 'the updateReview payload' ? [author.token] : [undefined, author.token]) {
      const response = await callThrough(door, CONTACT, token);
      const codes = new Set(response.errors?.map((error) => error.extensions?.code));
      expect([...codes]).toEqual([token ? 'FORBIDDEN' : 'UNAUTHENTICATED']);
      const answer = JSON.stringify(response);
      expect(answer).not.toContain(author.email);
      expect(answer).not.toContain('9123456789');
    }
  });

  it.each(Object.keys(doors).filter((door) => door !== 'the updateReview payload') as (keyof typeof doors)[])(
    'are given through %s to an admin',
    async (door) => {
      const response = await callThrough(door, CONTACT, admin.token);
      expect(response.errors).toBeUndefined();
      expect(JSON.stringify(response.data)).toContain(author.email);
      expect(JSON.stringify(response.data)).toContain('9123456789');
    },
  );
});
