import { screen, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PlaceDetailsPageDocument } from '@/gql/graphql';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';

function stripLinks() {
  const strip = screen.getByRole('region', { name: 'More in Uttar Pradesh' });
  return within(strip)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));
}

describe('place details route', () => {
  it('loads the place from its slug alone when opened by URL', async () => {
    renderRoute('/details/taj-mahal');

    expect(await screen.findByRole('heading', { level: 1, name: 'Taj Mahal' })).toBeInTheDocument();
    expect(screen.getByText(/ivory-white marble mausoleum/)).toBeInTheDocument();
    expect(screen.getByText('₹5,000 per person')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Taj Mahal in Agra' })).toHaveAttribute('src', '/images/places/taj-mahal.svg');
    expect(stripLinks()).toEqual(['Varanasi Ghats, Varanasi', 'Fatehpur Sikri, Agra', 'Bara Imambara, Lucknow']);
    expect(screen.getByRole('link', { name: 'Book the Uttar Pradesh Tour' })).toHaveAttribute('href', '/tour/VG91cjo1');
  });

  it('swaps a place from the strip into the main view, replacing the URL without a reload', async () => {
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

    await user.click(screen.getByRole('link', { name: 'Varanasi Ghats, Varanasi' }));

    // Shown at once from the state's places already loaded, before any answer.
    expect(screen.getByRole('heading', { level: 1, name: 'Varanasi Ghats' })).toBeInTheDocument();
    expect(screen.getByText('Varanasi Ghats is one of the highlights of Varanasi.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/details/varanasi-ghats');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(stripLinks()).toEqual(['Taj Mahal, Agra', 'Fatehpur Sikri, Agra', 'Bara Imambara, Lucknow']);
    expect(requestedSlugs).toEqual(['varanasi-ghats']);
  });

  it('renders at once from a card’s navigation state, then completes from the API', async () => {
    server.use(
      graphql.query(PlaceDetailsPageDocument, async () => {
        await delay(100);
        return HttpResponse.json({ data: { place: null } });
      }),
    );
    renderRoute({
      pathname: '/details/amber-fort',
      state: {
        place: {
          __typename: 'Place',
          id: 'UGxhY2U6NQ',
          slug: 'amber-fort',
          title: 'Amber Fort',
          city: 'Jaipur',
          destination: 'Jaipur',
          price: 3000,
          image: '/images/places/amber-fort.svg',
          fallbackImage: '/images/places/amber-fort.svg',
        },
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Amber Fort' })).toBeInTheDocument();
    expect(screen.getByText('₹3,000 per person')).toBeInTheDocument();
  });

  it("says 'No tour details found. Please go back and try again.' only for an unknown slug", async () => {
    renderRoute('/details/atlantis');

    expect(await screen.findByText('No tour details found. Please go back and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('offers a retry, not "not found", when the network fails', async () => {
    server.use(graphql.query(PlaceDetailsPageDocument, () => HttpResponse.error()));
    renderRoute('/details/taj-mahal');

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('No tour details found. Please go back and try again.')).not.toBeInTheDocument();
  });
});
