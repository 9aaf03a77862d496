import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import type { Nodes, PayloadError } from '../../testing/graphql-shapes.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { signedInAccount } from '../accounts/account.fixtures.js';
import { aBookingInput, bookAs, CANCEL_BOOKING, indiaDateIn, moveTrip, specialTours } from '../bookings/booking.fixtures.js';
import { aReviewDraft } from './review.fixtures.js';

/* Reviews name catalogue places; places and tours carry the figures; verified travellers are marked. */
const POST = `mutation($input: PostReviewInput!) {
  postReview(input: $input) { review { id tourPlace verified place { id title } } errors { code field message } }
}`;
const UPDATE = `mutation($input: UpdateReviewInput!) {
  updateReview(input: $input) { review { id tourPlace verified place { id title } } errors { code field message } }
}`;
const DELETE = `mutation($id: ID!) { deleteReview(input: { id: $id }) { deletedReviewId } }`;
const FIGURES = `query($id: ID!) { node(id: $id) { ... on Place { averageRating reviewCount } } }`;

interface PostedReview {
  id: string;
  tourPlace: string;
  verified: boolean;
  place: { id: string; title: string } | null;
}
type PostData = { postReview: { review: PostedReview | null; errors: PayloadError[] } };
type UpdateData = { updateReview: { review: PostedReview | null; errors: PayloadError[] } };
interface PlaceRow {
  id: string;
  title: string;
}

let app: TestApp;
let places: Record<'amberFort' | 'hawaMahal' | 'tajMahal', PlaceRow>;
let rajasthanTourId: string;

async function placeTitled(title: string): Promise<PlaceRow> {
  const { data } = await app.graphql<{ search: { places: PlaceRow[] }[] }>(`query($q: String!) { search(query: $q) { places { id title } } }`, { q: title });
  return data!.search.flatMap((group) => group.places).find((place) => place.title === title)!;
}

beforeAll(async () => {
  app = await startTestApp();
  places = { amberFort: await placeTitled('Amber Fort'), hawaMahal: await placeTitled('Hawa Mahal'), tajMahal: await placeTitled('Taj Mahal') };
  rajasthanTourId = (await specialTours(app)).find((tour) => tour.name === 'Rajasthan')!.id;
});
afterAll(() => app.close());

let addressSerial = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `192.0.2.${(addressSerial += 1) % 250}` });
async function post(input: object, token?: string): Promise<PostData['postReview']> {
  const { data, errors } = await app.graphql<PostData>(POST, { input }, { headers: fromNewAddress(), ...(token ? { token } : {}) });
  if (errors) throw new Error(JSON.stringify(errors));
  return data!.postReview;
}
const figuresOf = async (placeId: string) =>
  (await app.graphql<{ node: { averageRating: number | null; reviewCount: number } }>(FIGURES, { id: placeId })).data!.node;

describe('a review names its place', () => {
  it('links the place picked by ID and stores its title as the text, whatever text came with it', async () => {
    const { review, errors } = await post(aReviewDraft({ placeId: places.amberFort.id, tourPlace: 'somewhere' }));
    expect(errors).toEqual([]);
    expect(review).toMatchObject({ tourPlace: 'Amber Fort', place: places.amberFort });
  });

  it.each([
    ['an ID of no place', toGlobalId('Place', 999_999)],
    ['the ID of a state', toGlobalId('State', 1)],
    ['no ID at all', 'not-an-id'],
  ])('refuses %s with UNKNOWN_PLACE beside the place field, and saves nothing', async (_, placeId) => {
    const before = (await app.graphql<{ reviewsPage: { totalCount: number } }>(`{ reviewsPage { totalCount } }`)).data!.reviewsPage.totalCount;
    const { review, errors } = await post(aReviewDraft({ placeId }));
    expect(review).toBeNull();
    expect(errors).toEqual([{ code: 'UNKNOWN_PLACE', field: ['input', 'placeId'], message: 'Please choose a place from the list.' }]);
    expect((await app.graphql<{ reviewsPage: { totalCount: number } }>(`{ reviewsPage { totalCount } }`)).data!.reviewsPage.totalCount).toBe(before);
  });

  it('links a legacy text that is the title of one place (any case), and keeps a text that names none unlinked but shown', async () => {
    expect((await post(aReviewDraft({ tourPlace: '  hawa MAHAL ' }))).review).toMatchObject({ tourPlace: 'Hawa Mahal', place: places.hawaMahal });
    const unlinked = (await post(aReviewDraft({ tourPlace: 'The backwaters at dawn' }))).review!;
    expect(unlinked).toMatchObject({ tourPlace: 'The backwaters at dawn', place: null });
    const { data } = await app.graphql<{ reviewsPage: { nodes: { id: string }[] } }>(`{ reviewsPage(perPage: 50) { nodes { id } } }`);
    expect(data!.reviewsPage.nodes.map((node) => node.id)).toContain(unlinked.id);
  });

  it('answers only UNKNOWN_PLACE for an unknown ID sent without a text', async () => {
    const { errors } = await post(aReviewDraft({ placeId: toGlobalId('Place', 999_999), tourPlace: null }));
    expect(errors.map((error) => error.code)).toEqual(['UNKNOWN_PLACE']);
  });

  it("keeps an edited review's link when its text is unchanged, though the place was renamed since", async () => {
    const author = await signedInAccount(app);
    const review = (await post(aReviewDraft({ placeId: places.tajMahal.id }), author.token)).review!;
    await app.database.dataSource.query(`UPDATE places SET title = 'Taj Mahal, Agra' WHERE title = 'Taj Mahal'`);
    try {
      const input = { id: review.id, tourPlace: 'Taj Mahal', comment: 'Edited over the old REST door.', rating: 4 };
      const { data } = await app.graphql<UpdateData>(UPDATE, { input }, { token: author.token });
      expect(data!.updateReview.review).toMatchObject({ tourPlace: 'Taj Mahal', place: { id: places.tajMahal.id } });
    } finally {
      await app.database.dataSource.query(`UPDATE places SET title = 'Taj Mahal' WHERE title = 'Taj Mahal, Agra'`);
    }
  });

  it('refuses a forged page cursor as the client\'s mistake', async () => {
    for (const position of [[1.5], [1e20], ['7']]) {
      const after = Buffer.from(JSON.stringify(position)).toString('base64url');
      const { errors } = await app.graphql(`query($after: String) { reviews(first: 2, after: $after) { nodes { id } } }`, { after });
      expect(errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    }
  });

  it('still asks for the place when neither an ID nor a text is given', async () => {
    const { errors } = await post(aReviewDraft({ tourPlace: null }));
    expect(errors).toEqual([{ code: 'REQUIRED', field: ['input', 'tourPlace'], message: 'Tour or place is required.' }]);
  });
});

describe('rating figures of places and tours', () => {
  it('follow every post, edit and delete: average to one decimal and count, on the place and its tour', async () => {
    const author = await signedInAccount(app);
    const tourFigures = async () =>
      (await app.graphql<{ tour: { averageRating: number | null; reviewCount: number } }>(`query($id: ID!) { tour(id: $id) { averageRating reviewCount } }`, {
        id: rajasthanTourId,
      })).data!.tour;
    const [placeBefore, tourBefore] = [await figuresOf(places.amberFort.id), await tourFigures()];
    expect(placeBefore).toEqual({ averageRating: expect.any(Number), reviewCount: 1 });

    const second = (await post(aReviewDraft({ placeId: places.amberFort.id, rating: 2 }), author.token)).review!;
    expect(await figuresOf(places.amberFort.id)).toEqual({ averageRating: 3.5, reviewCount: 2 });
    expect((await tourFigures()).reviewCount).toBe(tourBefore.reviewCount + 1);

    const edit = { id: second.id, placeId: places.amberFort.id, comment: 'Better on a second look.', rating: 3 };
    expect((await app.graphql<UpdateData>(UPDATE, { input: edit }, { token: author.token })).data!.updateReview.errors).toEqual([]);
    expect(await figuresOf(places.amberFort.id)).toEqual({ averageRating: 4, reviewCount: 2 });

    const moved = { ...edit, placeId: places.tajMahal.id };
    const tajBefore = await figuresOf(places.tajMahal.id);
    await app.graphql<UpdateData>(UPDATE, { input: moved }, { token: author.token });
    expect(await figuresOf(places.amberFort.id)).toEqual({ averageRating: 5, reviewCount: 1 });
    expect((await figuresOf(places.tajMahal.id)).reviewCount).toBe(tajBefore.reviewCount + 1);

    await app.graphql(DELETE, { id: second.id }, { token: author.token });
    expect(await figuresOf(places.tajMahal.id)).toEqual(tajBefore);
    expect(await tourFigures()).toEqual(tourBefore);
  });

  it('stay exact under 20 concurrent posts about one place', async () => {
    const before = await figuresOf(places.hawaMahal.id);
    const ratings = Array.from({ length: 20 }, (_, index) => (index % 5) + 1);
    await Promise.all(ratings.map((rating) => post(aReviewDraft({ placeId: places.hawaMahal.id, rating }))));
    const after = await figuresOf(places.hawaMahal.id);
    expect(after.reviewCount).toBe(before.reviewCount + 20);
    const [{ count, mean }] = await app.database.dataSource.query(
      `SELECT count(*)::int AS count, round(avg(rating), 1)::float AS mean FROM reviews WHERE place_id = (SELECT id FROM places WHERE title = 'Hawa Mahal')`,
    );
    expect(after).toEqual({ reviewCount: count, averageRating: mean });
  });

  it('show no average and a count of 0 for a place without reviews, and one statement for a whole page of cards', async () => {
    app.queries.reset();
    const { data } = await app.graphql<{ places: Nodes<{ title: string; averageRating: number | null; reviewCount: number }> }>(
      `{ places(first: 40) { nodes { title averageRating reviewCount } } }`,
    );
    const quiet = data!.places.nodes.find((place) => place.reviewCount === 0)!;
    expect(quiet.averageRating).toBeNull();
    expect(app.queries.statements.filter((sql) => sql.includes('place_ratings'))).toHaveLength(1);
  });

  it("come in the page's own statement when the cards ask for them, through edges and fragments too, as one place's read alone", async () => {
    await post(aReviewDraft({ placeId: places.amberFort.id, rating: 4 }));
    type Figures = { id: string; averageRating: number | null; reviewCount: number };
    app.queries.reset();
    const { data } = await app.graphql<{ places: { edges: { node: Figures }[] } }>(
      `{ places(first: 100) { edges { node { ...Figures } } } } fragment Figures on Place { id averageRating reviewCount }`,
    );
    expect(app.queries.count).toBe(1);
    const paged = data!.places.edges.map(({ node }) => node);
    const alone = await app.graphql<{ nodes: Figures[] }>(`query($ids: [ID!]!) { nodes(ids: $ids) { ... on Place { id averageRating reviewCount } } }`, {
      ids: paged.map((place) => place.id),
    });
    expect(paged).toEqual(alone.data!.nodes);
    expect(paged.find((place) => place.id === places.amberFort.id)!.reviewCount).toBeGreaterThan(0);

    app.queries.reset();
    await app.graphql(`{ places(first: 100) { nodes { id title } } }`);
    expect(app.queries.statements).toHaveLength(1);
    expect(app.queries.statements[0]).not.toContain('place_ratings');
  });

  it('come with a page of reviews in its one statement, each review linked to its place', async () => {
    await post(aReviewDraft({ placeId: places.hawaMahal.id }));
    app.queries.reset();
    const { data } = await app.graphql<{ reviews: Nodes<{ tourPlace: string; place: { id: string; title: string; slug: string } | null }> }>(
      `{ reviews(first: 6) { nodes { tourPlace place { id title slug } } } }`,
    );
    expect(app.queries.count).toBe(1);
    const linked = data!.reviews.nodes.filter((review) => review.place !== null);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked).toContainEqual(expect.objectContaining({ place: expect.objectContaining({ id: places.hawaMahal.id, title: 'Hawa Mahal' }) }));
  });

  it('are read with the page only when the operation asks a review for its place, through edges and fragments too', async () => {
    await post(aReviewDraft({ placeId: places.hawaMahal.id }));
    app.queries.reset();
    await app.graphql(`{ reviews(first: 6) { nodes { tourPlace } edges { node { rating } } } }`);
    expect(app.queries.statements).toHaveLength(1);
    expect(app.queries.statements[0]).not.toContain('FROM places');

    app.queries.reset();
    const { data } = await app.graphql<{ reviews: { edges: { node: { place: { title: string } | null } }[] } }>(
      `{ reviews(first: 6) { edges { node { ...Linked } } } } fragment Linked on Review { place { title } }`,
    );
    expect(app.queries.count).toBe(1);
    expect(data!.reviews.edges.map(({ node }) => node.place?.title)).toContain('Hawa Mahal');
  });
});

describe('"Verified traveller"', () => {
  async function travellerWithTrip({ startedDaysAgo, cancelled = false }: { startedDaysAgo: number; cancelled?: boolean }) {
    const traveller = await signedInAccount(app);
    const booking = await bookAs(app, traveller.token, aBookingInput(rajasthanTourId));
    if (cancelled) await app.graphql(CANCEL_BOOKING, { bookingId: booking.id }, { token: traveller.token });
    await moveTrip(app.database.dataSource, booking.databaseId, indiaDateIn(-startedDaysAgo), indiaDateIn(-startedDaysAgo + 3));
    return traveller;
  }
  const reviewOf = async (placeId: string, token?: string) => (await post(aReviewDraft({ placeId }), token)).review!;

  it('marks a signed-in author whose confirmed trip in the place\'s state has started (today counts, IST)', async () => {
    const traveller = await travellerWithTrip({ startedDaysAgo: 0 });
    expect((await reviewOf(places.amberFort.id, traveller.token)).verified).toBe(true);
  });

  it.each([
    ['a trip that starts tomorrow', { startedDaysAgo: -1 }, 'amberFort'],
    ['a cancelled trip', { startedDaysAgo: 5, cancelled: true }, 'amberFort'],
    ['a trip in another state', { startedDaysAgo: 5 }, 'tajMahal'],
  ] as const)('does not mark an author with %s', async (_, trip, place) => {
    const traveller = await travellerWithTrip(trip);
    expect((await reviewOf(places[place].id, traveller.token)).verified).toBe(false);
  });

  it('never marks a visitor, even one typing the email of an account that travelled, nor an unlinked review', async () => {
    const traveller = await travellerWithTrip({ startedDaysAgo: 5 });
    expect((await post(aReviewDraft({ placeId: places.amberFort.id, email: traveller.email }))).review!.verified).toBe(false);
    expect((await post(aReviewDraft({ tourPlace: 'The dunes of Jaisalmer at night' }), traveller.token)).review!.verified).toBe(false);
  });

  it('weighs the mark again when the author moves the review to a place of another state', async () => {
    const traveller = await travellerWithTrip({ startedDaysAgo: 5 });
    const review = await reviewOf(places.amberFort.id, traveller.token);
    const input = { id: review.id, placeId: places.tajMahal.id, comment: 'Wrong place, sorry.', rating: 4 };
    const { data } = await app.graphql<UpdateData>(UPDATE, { input }, { token: traveller.token });
    expect(data!.updateReview.review).toMatchObject({ verified: false, place: places.tajMahal });
  });

  it("pages through one place's reviews by cursor, newest first, each once, as the numbered pages list them", async () => {
    for (let index = 0; index < 5; index += 1) await post(aReviewDraft({ placeId: places.amberFort.id }));
    type Connection = { reviews: { nodes: { id: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
    const pageAfter = async (after: string | null) =>
      (await app.graphql<Connection>(
        `query($filter: ReviewFilter, $after: String) { reviews(first: 2, after: $after, filter: $filter) { nodes { id } pageInfo { hasNextPage endCursor } } }`,
        { filter: { placeId: places.amberFort.id }, after },
      )).data!.reviews;
    const walked: string[] = [];
    let page = await pageAfter(null);
    walked.push(...page.nodes.map((node) => node.id));
    while (page.pageInfo.hasNextPage) {
      page = await pageAfter(page.pageInfo.endCursor);
      walked.push(...page.nodes.map((node) => node.id));
    }
    const all = (await app.graphql<{ reviewsPage: { nodes: { id: string }[] } }>(
      `query($id: ID!) { reviewsPage(perPage: 50, filter: { placeId: $id }) { nodes { id } } }`,
      { id: places.amberFort.id },
    )).data!.reviewsPage.nodes.map((node) => node.id);
    expect(walked.length).toBeGreaterThanOrEqual(5);
    expect(walked).toEqual(all);
  });

  it('filters lists to verified reviews, by place too, with totals from the kept figures', async () => {
    const traveller = await travellerWithTrip({ startedDaysAgo: 2 });
    const verified = await reviewOf(places.hawaMahal.id, traveller.token);
    const query = `query($filter: ReviewFilter) {
      reviewsPage(perPage: 50, filter: $filter) { totalCount nodes { id verified place { id } } }
      reviews(first: 50, filter: $filter) { totalCount nodes { id } }
    }`;
    type Lists = { reviewsPage: { totalCount: number; nodes: { id: string; verified: boolean; place: { id: string } | null }[] }; reviews: { totalCount: number; nodes: { id: string }[] } };
    const verifiedOnly = (await app.graphql<Lists>(query, { filter: { verifiedOnly: true } })).data!;
    expect(verifiedOnly.reviewsPage.nodes.every((node) => node.verified)).toBe(true);
    expect(verifiedOnly.reviewsPage.nodes[0]!.id).toBe(verified.id);
    expect(verifiedOnly.reviewsPage.totalCount).toBe(verifiedOnly.reviewsPage.nodes.length);
    expect(verifiedOnly.reviews.nodes.map((node) => node.id)).toEqual(verifiedOnly.reviewsPage.nodes.map((node) => node.id));

    const ofPlace = (await app.graphql<Lists>(query, { filter: { placeId: places.hawaMahal.id, verifiedOnly: true } })).data!;
    expect(ofPlace.reviewsPage.nodes.map((node) => node.id)).toEqual([verified.id]);
    expect(ofPlace.reviewsPage.totalCount).toBe(1);
    expect(ofPlace.reviews.totalCount).toBe(1);

    const { errors } = await app.graphql(`query($id: ID!) { reviewsPage(filter: { placeId: $id }) { totalCount } }`, { id: rajasthanTourId });
    expect(errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });
});
