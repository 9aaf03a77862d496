import { screen, waitFor, within } from '@testing-library/react';
import { delay, getResponse, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HomePageDocument, PlaceDetailsPageDocument, PlaceReviewsDocument, type PlaceCard_PlaceFragment } from '@/gql/graphql';
import { ADMIN } from '@/testing/bookings-list-handlers';
import { findPlace } from '@/testing/fixtures/catalogue';
import { REVIEWS } from '@/testing/fixtures/reviews';
import { handlers } from '@/testing/handlers';
import { renderRoute } from '@/testing/render';
import { createReviewApi } from '@/testing/review-list-handlers';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

const PLACE_NOT_FOUND = 'No tour details found. Please go back and try again.';
const PLACE_LOAD_FAILED = 'We could not load this place right now. Please check your connection and try again.';

/** What a place card hands the details page (its fragment, no description). */
const AMBER_FORT_CARD: PlaceCard_PlaceFragment = {
  __typename: 'Place',
  id: 'UGxhY2U6NQ',
  slug: 'amber-fort',
  title: 'Amber Fort',
  city: 'Jaipur',
  destination: 'Jaipur',
  price: 3000,
  image: '/images/places/amber-fort.svg',
  fallbackImage: '/images/places/amber-fort.svg',
  averageRating: 4,
  reviewCount: 1,
};

function stripLinks() {
  const strip = screen.getByRole('region', { name: 'More in Uttar Pradesh' });
  return within(strip)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('place details route', () => {
  it('loads the place from its slug alone when opened by URL', async () => {
    renderRoute('/details/taj-mahal');

    expect(await screen.findByRole('heading', { level: 1, name: 'Taj Mahal' })).toBeInTheDocument();
    expect(screen.getByText(/ivory-white marble mausoleum/)).toBeInTheDocument();
    expect(screen.getByText('₹5,000 per person')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Taj Mahal in Agra' })).toHaveAttribute('src', '/images/places/taj-mahal.svg');
    expect(stripLinks()).toEqual(['Varanasi Ghats, Varanasi', 'Fatehpur Sikri, Fatehpur Sikri', 'Bara Imambara, Lucknow']);
    expect(screen.getByRole('link', { name: 'Book the Uttar Pradesh Tour' })).toHaveAttribute('href', '/tour/VG91cjo1');
  });

  it('swaps a place from the strip into the main view without a reload, as a new history entry', async () => {
    const { user, router } = renderRoute('/details/taj-mahal');
    await screen.findByRole('heading', { level: 1, name: 'Taj Mahal' });
    const requestedSlugs: string[] = [];
    server.use(
      graphql.query(PlaceDetailsPageDocument, async ({ variables }) => {
        requestedSlugs.push(variables.slug);
        await delay('infinite');
        return HttpResponse.json({ data: { place: null } });
      }),
    );

    await user.click(screen.getByRole('link', { name: /^Varanasi Ghats\b/ }));

    // Shown at once from the state's places already loaded, before any answer.
    expect(screen.getByRole('heading', { level: 1, name: 'Varanasi Ghats' })).toBeInTheDocument();
    expect(screen.getByText('Varanasi Ghats is one of the highlights of Varanasi.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/details/varanasi-ghats');
    expect(router.state.historyAction).toBe('PUSH');
    expect(stripLinks()).toEqual(['Taj Mahal, Agra', 'Fatehpur Sikri, Fatehpur Sikri', 'Bara Imambara, Lucknow']);
    expect(requestedSlugs).toEqual(['varanasi-ghats']);
  });

  it("takes everyone to the state's tour page, where booking asks a visitor to log in", async () => {
    const { user, router } = renderRoute('/details/taj-mahal');

    await user.click(await screen.findByRole('link', { name: 'Book the Uttar Pradesh Tour' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tour/VG91cjo1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes back through every place swapped in from the strip', async () => {
    const { user, router } = renderRoute('/details/taj-mahal');
    await screen.findByRole('heading', { level: 1, name: 'Taj Mahal' });

    await user.click(screen.getByRole('link', { name: /^Varanasi Ghats\b/ }));
    await screen.findByRole('heading', { level: 1, name: 'Varanasi Ghats' });
    await user.click(screen.getByRole('link', { name: /^Bara Imambara\b/ }));
    await screen.findByRole('heading', { level: 1, name: 'Bara Imambara' });

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Varanasi Ghats' })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Taj Mahal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/details/taj-mahal');
  });

  it('renders at once from a card’s navigation state, then completes from the API', async () => {
    server.use(
      // Answered late by the default handler (a resolver returning nothing falls through).
      graphql.query(PlaceDetailsPageDocument, async () => {
        await delay(100);
      }),
    );
    renderRoute({ pathname: '/details/amber-fort', state: { place: AMBER_FORT_CARD } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Amber Fort' })).toBeInTheDocument();
    expect(screen.getByText('₹3,000 per person')).toBeInTheDocument();
    expect(screen.queryByText('Amber Fort is one of the highlights of Jaipur.')).not.toBeInTheDocument();

    expect(await screen.findByText('Amber Fort is one of the highlights of Jaipur.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'More in Rajasthan' })).toBeInTheDocument();
  });

  it('keeps the place a card gave and offers Try again when the page request then fails', async () => {
    server.use(graphql.query(PlaceDetailsPageDocument, () => HttpResponse.error()));
    const { user } = renderRoute({ pathname: '/details/amber-fort', state: { place: AMBER_FORT_CARD } });

    expect(await screen.findByRole('alert')).toHaveTextContent(PLACE_LOAD_FAILED);
    expect(screen.getByRole('heading', { level: 1, name: 'Amber Fort' })).toBeInTheDocument();
    expect(screen.getByText('₹3,000 per person')).toBeInTheDocument();
    // The grey placeholders promise content that is not coming: none may stay.
    expect(document.querySelector('.skeleton')).toBeNull();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Amber Fort is one of the highlights of Jaipur.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'More in Rajasthan' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Try again on a sample card’s place when the states and then the place could not be loaded', async () => {
    server.use(
      graphql.query(HomePageDocument, () => HttpResponse.error()),
      graphql.query(PlaceDetailsPageDocument, () => HttpResponse.error()),
    );
    const { user } = renderRoute('/');
    await user.click(await screen.findByRole('link', { name: 'Fatehpur Sikri' }));

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PLACE_LOAD_FAILED);
    expect(screen.getByRole('heading', { level: 1, name: 'Fatehpur Sikri' })).toBeInTheDocument();
    expect(screen.getByText('₹3,500 per person')).toBeInTheDocument();
    expect(document.querySelector('.skeleton')).toBeNull();
  });

  it("says 'No tour details found. Please go back and try again.' when the API no longer knows a card’s place", async () => {
    server.use(
      graphql.query(PlaceDetailsPageDocument, () =>
        HttpResponse.json({
          data: { place: null },
          errors: [{ message: 'Place not found', path: ['place'], extensions: { code: 'NOT_FOUND' } }],
        }),
      ),
    );
    renderRoute({ pathname: '/details/amber-fort', state: { place: AMBER_FORT_CARD } });

    expect(await screen.findByText(PLACE_NOT_FOUND)).toBeInTheDocument();
    expect(document.querySelector('.skeleton')).toBeNull();
  });

  it("says 'No tour details found. Please go back and try again.' only for an unknown slug", async () => {
    renderRoute('/details/atlantis');

    expect(await screen.findByText(PLACE_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('offers a retry, not "not found", when the network fails', async () => {
    server.use(graphql.query(PlaceDetailsPageDocument, () => HttpResponse.error()));
    renderRoute('/details/taj-mahal');

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PLACE_LOAD_FAILED);
    expect(screen.queryByText(PLACE_NOT_FOUND)).not.toBeInTheDocument();
  });
});

/** The Taj Mahal's reviews in the fixtures, newest first: 9, so a second page holds 3. */
const TAJ_COMMENTS = REVIEWS.filter((review) => review.placeSlug === 'taj-mahal').map((review) => review.comment);

function placeReviews() {
  return screen.getByRole('region', { name: 'Reviews of Taj Mahal' });
}

function shownComments() {
  return within(screen.getByRole('list', { name: 'Reviews of Taj Mahal' }))
    .getAllByRole('listitem')
    .map((card) => card.querySelector('blockquote')?.textContent);
}

describe('place details reviews', () => {
  it("shows the place's average rating and its reviews, newest first, 6 a page, with a way to write one", async () => {
    renderRoute('/details/taj-mahal');

    expect(await screen.findByText('Rated 4.4 out of 5 from 9 reviews')).toBeInTheDocument();
    await within(placeReviews()).findByRole('list', { name: 'Reviews of Taj Mahal' });
    expect(shownComments()).toEqual(TAJ_COMMENTS.slice(0, 6));
    expect(within(placeReviews()).getByText('Page 1 of 2 · 9 reviews')).toBeInTheDocument();
    expect(within(placeReviews()).getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/review?place=taj-mahal');
    const pager = within(placeReviews()).getByRole('navigation', { name: 'Reviews of Taj Mahal: pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/details/taj-mahal?page=2');
  });

  it('opens a page of the reviews from the URL, and moves between pages keeping the place', async () => {
    const { user, router } = renderRoute('/details/taj-mahal?page=2');

    await within(await screen.findByRole('region', { name: 'Reviews of Taj Mahal' })).findByText(TAJ_COMMENTS[6]!);
    expect(shownComments()).toEqual(TAJ_COMMENTS.slice(6));

    await user.click(within(placeReviews()).getByRole('link', { name: 'Previous page' }));

    expect(await within(placeReviews()).findByText(TAJ_COMMENTS[0]!)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/details/taj-mahal');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews of Taj Mahal' })).toHaveFocus();
  });

  it('shows only verified travellers’ reviews of the place when asked', async () => {
    const requests: unknown[] = [];
    server.use(graphql.query(PlaceReviewsDocument, ({ variables }) => void requests.push(variables)));
    const { user, router } = renderRoute('/details/taj-mahal');
    await screen.findByRole('list', { name: 'Reviews of Taj Mahal' });

    await user.click(within(placeReviews()).getByRole('checkbox', { name: 'Verified travellers only' }));

    await waitFor(() => expect(shownComments()).toHaveLength(3));
    expect(router.state.location.search).toBe('?verified=1');
    expect(requests.at(-1)).toEqual(expect.objectContaining({ placeId: findPlace('taj-mahal')!.id, verifiedOnly: true, page: 1, perPage: 6 }));
  });

  it("invites the first review of a place nobody has reviewed, with the form's link for that place", async () => {
    renderRoute('/details/varanasi-ghats');

    expect(await screen.findByText('No reviews yet. Be the first to leave one!')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet', { selector: '.rating-summary' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/review?place=varanasi-ghats');
  });

  it("updates the place's figures and its list without a reload when an admin deletes a review", async () => {
    signInAs(ADMIN);
    const reviewApi = createReviewApi();
    server.use(
      ...reviewApi.handlers,
      // The default answer, with the figures the API keeps as reviews come and go.
      graphql.query(PlaceDetailsPageDocument, async ({ request }) => {
        const { data } = await (await getResponse(handlers, request))!.json();
        return HttpResponse.json({ data: { place: { ...data.place, ...reviewApi.figuresOf('taj-mahal') } } });
      }),
    );
    const { user } = renderRoute('/details/taj-mahal');
    await screen.findByRole('list', { name: 'Reviews of Taj Mahal' });
    expect(screen.getByText('Rated 4.4 out of 5 from 9 reviews')).toBeInTheDocument();

    await user.click(within(placeReviews()).getByRole('button', { name: 'Delete review by Ananya Iyer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete review' }));

    expect(await screen.findByText('Rated 4.4 out of 5 from 8 reviews')).toBeInTheDocument();
    await waitFor(() => expect(shownComments()).toEqual(TAJ_COMMENTS.slice(1, 7)));
    expect(within(placeReviews()).getByText('Page 1 of 2 · 8 reviews')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews of Taj Mahal' })).toHaveFocus();
  });
});
