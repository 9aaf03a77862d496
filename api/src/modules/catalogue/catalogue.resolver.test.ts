import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Nodes } from '../../testing/graphql-shapes.js';
import { STATES_KEPT_IN_MEMORY, startTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const STATES_PAGE = /* GraphQL */ `
  query StatesPage($first: Int!, $after: String) {
    states(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { id name slug kind } }
    }
  }
`;
type StatesPageData = {
  states: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
    edges: { cursor: string; node: { id: string; name: string; slug: string; kind: string } }[];
  };
};
type SuggestData = { suggestions: { label: string; type: string; slug: string }[] };

describe('states', () => {
  it('pages through all 28 states and 8 union territories by name with keyset cursors', async () => {
    const names: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const { data, errors } = await app.graphql<StatesPageData>(STATES_PAGE, { first: 10, after });
      expect(errors).toBeUndefined();
      // Annotated: `after` is assigned from it in the loop, so inferring its type would be circular.
      const connection: StatesPageData['states'] = data!.states;
      expect(connection.totalCount).toBe(36);
      expect(connection.pageInfo.hasPreviousPage).toBe(after !== null);
      names.push(...connection.edges.map((edge) => edge.node.name));
      after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    expect(pages).toBe(4);
    expect(names).toHaveLength(36);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('counts kinds: 28 states and 8 union territories', async () => {
    const { data } = await app.graphql<StatesPageData>(STATES_PAGE, { first: 100 });
    const kinds = data!.states.edges.map((edge) => edge.node.kind);
    expect(kinds.filter((kind) => kind === 'STATE')).toHaveLength(28);
    expect(kinds.filter((kind) => kind === 'UNION_TERRITORY')).toHaveLength(8);
  });

  it('refuses a page size outside 1–100 and a forged cursor with a clear message', async () => {
    const tooLarge = await app.graphql(STATES_PAGE, { first: 101 });
    expect(tooLarge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const forged = await app.graphql(STATES_PAGE, { first: 5, after: 'bm90LWEtY3Vyc29y' });
    expect(forged.errors?.[0]?.message).toMatch(/cursor is not valid/);
  });

  it('finds a state by slug with its places and null for an unknown slug', async () => {
    const query = `query($slug: String!) { state(slug: $slug) { name places { title price } } }`;
    type StateData = { state: { name: string; places: { title: string; price: number }[] } | null };
    const { data } = await app.graphql<StateData>(query, { slug: 'uttar-pradesh' });
    expect(data!.state!.name).toBe('Uttar Pradesh');
    expect(data!.state!.places.slice(0, 4).map((place) => place.price)).toEqual([5000, 4000, 3500, 2500]);
    expect((await app.graphql<StateData>(query, { slug: 'atlantis' })).data!.state).toBeNull();
  });
});

describe('places', () => {
  it('filters by state and orders by price with stable cursors', async () => {
    const query = `query($after: String) {
      places(first: 2, after: $after, filter: { stateSlug: "uttar-pradesh" }, orderBy: { field: PRICE, direction: DESC }) {
        totalCount pageInfo { hasNextPage endCursor } nodes { price }
      }
    }`;
    type PlacesData = { places: Nodes<{ price: number }> & { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
    const first = (await app.graphql<PlacesData>(query)).data!.places;
    const second = (await app.graphql<PlacesData>(query, { after: first.pageInfo.endCursor })).data!.places;
    expect(first.totalCount).toBe(4);
    expect([...first.nodes, ...second.nodes].map((place) => place.price)).toEqual([5000, 4000, 3500, 2500]);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it("lists the home page's eight highlights from across the country", async () => {
    const { data } = await app.graphql<{
      places: Nodes<{ title: string; featured: boolean; state: { name: string } }> & { totalCount: number };
    }>(`{ places(first: 20, filter: { featured: true }) { totalCount nodes { title featured state { name } } } }`);
    expect(data!.places.totalCount).toBe(8);
    expect(data!.places.nodes.map((place) => place.title)).toContain('Taj Mahal');
    expect(new Set(data!.places.nodes.map((place) => place.state.name)).size).toBe(8);
  });

  it('finds a place by slug and by global ID, and refetches it through node(id:)', async () => {
    type PlaceData = { place: { id: string; title: string; city: string; state: { name: string } } | null };
    const bySlug = (await app.graphql<PlaceData>(`{ place(slug: "taj-mahal") { id title city state { name } } }`)).data!.place!;
    expect(bySlug).toMatchObject({ title: 'Taj Mahal', city: 'Agra', state: { name: 'Uttar Pradesh' } });
    const byId = await app.graphql(`query($id: ID!) { place(id: $id) { title } node(id: $id) { id ... on Place { slug } } }`, {
      id: bySlug.id,
    });
    expect(byId.data).toEqual({ place: { title: 'Taj Mahal' }, node: { id: bySlug.id, slug: 'taj-mahal' } });
  });

  it('answers an unknown or malformed ID with null and NOT_FOUND, in order, through nodes(ids:)', async () => {
    const { data: placeData } = await app.graphql<{ place: { id: string } | null }>(`{ place(slug: "taj-mahal") { id } }`);
    const ids = [placeData!.place!.id, 'not-an-id', Buffer.from('Place:999999').toString('base64url')];
    const { data, errors } = await app.graphql<{ nodes: ({ id: string } | null)[] }>(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids });
    expect(data!.nodes).toEqual([{ id: ids[0] }, null, null]);
    expect(errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
      [['nodes', 1], 'NOT_FOUND'],
      [['nodes', 2], 'NOT_FOUND'],
    ]);
  });
});

describe('specialTours', () => {
  it('derives one tour card per state as spec §3 says', async () => {
    type TourCard = { id: string; title: string; name: string; image: string; route: string; attractions: string; startingPrice: number; places: { title: string }[] };
    const { data } = await app.graphql<{ specialTours: Nodes<TourCard> & { totalCount: number } }>(`{
      specialTours(first: 100) { totalCount nodes { id title name image route attractions startingPrice places { title } } }
    }`);
    const tours = data!.specialTours.nodes;
    expect(data!.specialTours.totalCount).toBe(36);
    const uttarPradesh = tours.find((tour) => tour.name === 'Uttar Pradesh')!;
    expect(uttarPradesh).toMatchObject({
      title: 'Uttar Pradesh Tour',
      image: '/images/places/taj-mahal.svg',
      startingPrice: 2500,
    });
    expect(uttarPradesh.route).toMatch(/^Agra → .+ → Agra$/);
    expect(uttarPradesh.attractions.split(', ').slice(0, 4)).toEqual(
      uttarPradesh.places.slice(0, 4).map((place) => place.title),
    );
    const refetched = await app.graphql<{ node: { title: string } | null }>(`query($id: ID!) { node(id: $id) { ... on Tour { title } } }`, {
      id: uttarPradesh.id,
    });
    expect(refetched.data!.node).toEqual({ title: 'Uttar Pradesh Tour' });
  });
});

describe('search', () => {
  type SearchData<TPlace> = { search: { state: { name: string }; places: TPlace[] }[] };

  it('groups matches by state and matches a state name to all its places', async () => {
    const { data } = await app.graphql<SearchData<{ title: string }>>(`{ search(query: "kerala") { state { name } places { title } } }`);
    expect(data!.search[0]!.state.name).toBe('Kerala');
    expect(data!.search[0]!.places.length).toBeGreaterThanOrEqual(4);
  });

  it('matches word prefixes of titles and cities, case-insensitively', async () => {
    const { data } = await app.graphql<SearchData<{ title: string; city: string }>>(`{ search(query: "TAJ mah") { state { name } places { title city } } }`);
    expect(data!.search[0]).toMatchObject({ state: { name: 'Uttar Pradesh' }, places: [{ title: 'Taj Mahal', city: 'Agra' }] });
    const byCity = (await app.graphql<{ search: { places: { city: string }[] }[] }>(`{ search(query: "lucknow") { places { city } } }`)).data!.search;
    expect(byCity.flatMap((group) => group.places)).toContainEqual({ city: 'Lucknow' });
  });

  it('puts a title match before places that only mention it in their description', async () => {
    const { data } = await app.graphql<SearchData<{ title: string }>>(`{ search(query: "taj mahal") { state { name } places { title } } }`);
    expect(data!.search[0]!.places[0]!.title).toBe('Taj Mahal');
  });

  it('answers nothing for text without a word', async () => {
    type StatesFoundData = { search: { state: { name: string } }[] };
    expect((await app.graphql<StatesFoundData>(`{ search(query: " %% ") { state { name } } }`)).data!.search).toEqual([]);
    expect((await app.graphql<StatesFoundData>(`{ search(query: "zzqxv") { state { name } } }`)).data!.search).toEqual([]);
  });
});

describe('suggestions', () => {
  const SUGGEST = `query($text: String!, $first: Int) { suggestions(text: $text, first: $first) { label type slug } }`;

  it('suggests states by name prefix and places by title, city or destination prefix, case-insensitively', async () => {
    const { data } = await app.graphql<SuggestData>(SUGGEST, { text: 'uTTar' });
    expect(data!.suggestions[0]).toEqual({ label: 'Uttar Pradesh', type: 'STATE', slug: 'uttar-pradesh' });
    expect(data!.suggestions.some((suggestion) => suggestion.label === 'Uttarakhand')).toBe(true);

    const byCity = (await app.graphql<SuggestData>(SUGGEST, { text: 'agr' })).data!.suggestions;
    expect(byCity).toContainEqual({ label: 'Taj Mahal', type: 'PLACE', slug: 'taj-mahal' });
  });

  it("names a place's city and state, so places of the same name can be told apart, and nothing for a state", async () => {
    const WITH_CONTEXT = `query($text: String!) { suggestions(text: $text) { label type context } }`;
    type SuggestionsWithContext = { suggestions: { label: string; type: string; context: string | null }[] };
    const suggestions = (await app.graphql<SuggestionsWithContext>(WITH_CONTEXT, { text: 'ra' })).data!.suggestions;
    expect(suggestions).toContainEqual({ label: 'Hundru Falls', type: 'PLACE', context: 'Ranchi, Jharkhand' });
    expect(suggestions).toContainEqual({ label: 'Rajasthan', type: 'STATE', context: null });
  });

  it('answers at most 10 unique suggestions', async () => {
    for (const text of ['a', 'k', 'm', 's']) {
      const suggestions = (await app.graphql<SuggestData>(SUGGEST, { text })).data!.suggestions;
      expect(suggestions.length).toBeLessThanOrEqual(10);
      const keys = suggestions.map((suggestion) => `${suggestion.type}:${suggestion.label}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect((await app.graphql<SuggestData>(SUGGEST, { text: 'a' })).data!.suggestions).toHaveLength(10);
  });

  it('makes no lookup for blank text and treats LIKE wildcards literally', async () => {
    app.queries.reset();
    expect((await app.graphql<SuggestData>(SUGGEST, { text: '   ' })).data!.suggestions).toEqual([]);
    expect(app.queries.count).toBe(0);
    expect((await app.graphql<SuggestData>(SUGGEST, { text: '%' })).data!.suggestions).toEqual([]);
    expect((await app.graphql<SuggestData>(SUGGEST, { text: '_' })).data!.suggestions).toEqual([]);
  });

  it('runs as one SQL statement, the suggested places included (the header search box asks for them)', async () => {
    app.queries.reset();
    const HEADER = `query($text: String!) { suggestions(text: $text, first: 10) { label type slug context place { id title slug price } } }`;
    type HeaderData = { suggestions: { type: string; slug: string; place: { title: string; slug: string; price: number } | null }[] };
    const { data } = await app.graphql<HeaderData>(HEADER, { text: 'go' });
    expect(app.queries.count).toBe(1);
    const places = data!.suggestions.filter((suggestion) => suggestion.type === 'PLACE');
    expect(places.length).toBeGreaterThan(0);
    for (const suggestion of places) expect(suggestion.place).toMatchObject({ slug: suggestion.slug, price: expect.any(Number) });
    expect(data!.suggestions.filter((suggestion) => suggestion.type === 'STATE').every((suggestion) => suggestion.place === null)).toBe(true);
    app.queries.reset();
    await app.graphql<SuggestData>(SUGGEST, { text: 'go' });
    expect(app.queries.count).toBe(1);
  });

  it('answers a place from its suggestion row when asked only what the row holds, as the whole place would, and reads it whole for more, through fragments too', async () => {
    type PlaceFields = { id: string; databaseId: number; title: string; slug: string; fallbackImage: string; price?: number };
    type Data = { suggestions: { slug: string; place: PlaceFields | null }[] };
    const ROW_FIELDS = 'id databaseId title slug fallbackImage __typename';
    const fromRow = await app.graphql<Data>(`query($text: String!) { suggestions(text: $text) { slug place { ${ROW_FIELDS} } } }`, { text: 'ag' });
    const whole = await app.graphql<Data>(
      `query($text: String!) { suggestions(text: $text) { slug place { ${ROW_FIELDS} ...Priced } } } fragment Priced on Place { price }`,
      { text: 'ag' },
    );
    expect(whole.errors).toBeUndefined();
    const places = whole.data!.suggestions.filter((suggestion) => suggestion.place !== null);
    expect(places.length).toBeGreaterThan(1);
    for (const suggestion of places) expect(suggestion.place!.price).toEqual(expect.any(Number));
    const withoutPrice = ({ price: _price, ...rowFields }: PlaceFields) => rowFields;
    expect(fromRow.data!.suggestions).toEqual(whole.data!.suggestions.map(({ slug, place }) => ({ slug, place: place && withoutPrice(place) })));
  });

  it('refuses more than 10', async () => {
    const { errors } = await app.graphql<SuggestData>(SUGGEST, { text: 'a', first: 11 });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

const ALL_STATES_WITH_TOURS = `{
  states(first: 100) {
    totalCount
    nodes { name places { title state { name } } tour { title image route attractions places { title } } }
  }
}`;

describe('no N+1', () => {
  it('reads 36 states with their places and tours in a constant number of statements', async () => {
    const { data, errors } = await app.graphql<{ states: Nodes<unknown> & { totalCount: number } }>(ALL_STATES_WITH_TOURS);
    expect(errors).toBeUndefined();
    expect(data!.states.nodes).toHaveLength(36);
    // the states page and its count (kept in memory on a server database), the 36 states' places in one batch, their
    // 36 tour cards in another and the cards' whole route and attractions in a third; place.state comes from the loader cache
    await expect.poll(() => app.statementsOf(ALL_STATES_WITH_TOURS)).toBe(STATES_KEPT_IN_MEMORY ? 3 : 5);
  });

  it('reads a list of states without their places in one statement (the admin desk\'s state filter)', async () => {
    const STATE_FILTER = `{ states(first: 100) { nodes { id name } } }`;
    const { data } = await app.graphql<{ states: Nodes<{ id: string; name: string }> }>(STATE_FILTER);
    expect(data!.states.nodes).toHaveLength(36);
    await expect.poll(() => app.statementsOf(STATE_FILTER)).toBe(STATES_KEPT_IN_MEMORY ? 0 : 1);
    expect(app.queries.statements.join('\n')).not.toMatch(/places/);
  });

  it("serves the home page's one query with at most one statement per root field", async () => {
    const HOME_PAGE = `{
      specialTours(first: 8) { nodes { id title image route(first: 6) attractions(first: 5) attractionCount pricePerPerson } }
      places(first: 8) { nodes { id slug title city price image } }
      reviews(first: 3) { nodes { id firstName comment rating } }
    }`;
    // one per root field: the tours' states come with their cards, which hold the first stops and attractions (and
    // are kept in memory on a server database)
    await expect.poll(() => app.statementsOf(HOME_PAGE)).toBe(STATES_KEPT_IN_MEMORY ? 2 : 3);
    expect(app.queries.statements.join('\n')).not.toMatch(/card\.(route|attractions)\b/);
  });
});

describe('query limits', () => {
  it('refuses a query nested deeper than the limit with QUERY_TOO_COMPLEX', async () => {
    const deep = `{ states(first: 1) { nodes { places { state { places { state { places { state { places { state { places { state { name } } } } } } } } } } } } }`;
    const { errors } = await app.graphql(deep);
    expect(errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it("lets GraphiQL's full introspection query through", async () => {
    const { errors, data } = await app.graphql<IntrospectionQuery>(getIntrospectionQuery());
    expect(errors).toBeUndefined();
    expect(data!.__schema.queryType.name).toBe('Query');
  });
});
