import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HomePageDocument, PlaceDetailsPageDocument, type PlaceCard_PlaceFragment } from '@/gql/graphql';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';

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
