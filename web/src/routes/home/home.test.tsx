import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from '@/testing/match-media';
import { HomePageDocument } from '@/gql/graphql';
import { PLACES, TOURS } from '@/testing/fixtures/catalogue';
import { connectionOf } from '@/testing/fixtures/connection';
import { ADMIN } from '@/testing/bookings-list-handlers';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

/** The fixture catalogue's highlights (`featured`), in its order: not simply its first eight places. */
const FEATURED_TITLES = PLACES.filter((place) => place.featured).map((place) => place.title);

/**
 * For steps that compile a lazy route module or render 150 cards: on a loaded machine these
 * outlast Testing Library's 1-second default, which once failed this file.
 */
const SLOW_STEP = { timeout: 5_000 };

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('home route', () => {
  it('shows up to 8 special tours, 8 places and the 3 most recent reviews', async () => {
    renderRoute('/');

    expect(await screen.findByRole('heading', { name: 'Taj Mahal' })).toBeInTheDocument();
    const tours = within(section('Special tours')).getAllByRole('article');
    expect(tours).toHaveLength(TOURS.length);
    const upTour = within(section('Special tours')).getByRole('heading', { name: 'Uttar Pradesh Tour' }).closest('article')!;
    expect(within(upTour).getByText('Agra → Varanasi → Lucknow → Agra')).toBeInTheDocument();
    expect(upTour).toHaveTextContent('₹15,000 per person');
    expect(within(upTour).getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', `/tour/${TOURS[0]!.id}`);

    const places = within(section('Places travellers love')).getAllByRole('article');
    expect(places.map((card) => within(card).getByRole('heading').textContent)).toEqual(FEATURED_TITLES);
    const taj = places[0]!;
    expect(within(taj).getByRole('link', { name: 'Taj Mahal' })).toHaveAttribute('href', '/details/taj-mahal');
    expect(taj).toHaveTextContent('₹5,000 per person');
    expect(within(taj).getByRole('img', { name: 'Taj Mahal, Agra' })).toHaveAttribute('src', '/images/places/taj-mahal.svg');

    expect(screen.getByRole('link', { name: 'Browse all Destinations' })).toHaveAttribute('href', '/indiatours');
    expect(within(section('Recent reviews')).getAllByRole('figure')).toHaveLength(3);
    expect(screen.getByText('Sunrise at the Taj was unforgettable.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("invites the first review when there are none: 'No reviews yet. Be the first to leave one!'", async () => {
    server.use(
      graphql.query(HomePageDocument, () =>
        HttpResponse.json({
          data: {
            specialTours: connectionOf(TOURS, { first: 8 }, { connection: 'TourConnection', edge: 'TourEdge' }),
            places: connectionOf(PLACES, { first: 8 }, { connection: 'PlaceConnection', edge: 'PlaceEdge' }),
            reviews: connectionOf([], { first: 3 }, { connection: 'ReviewConnection', edge: 'ReviewEdge' }),
          },
        }),
      ),
    );
    renderRoute('/');

    expect(await screen.findByText('No reviews yet. Be the first to leave one!')).toBeInTheDocument();
    expect(within(section('Recent reviews')).getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      '/review',
    );
  });

  it("falls back to the Uttar Pradesh sample places and says 'Failed to load states.' when the request fails", async () => {
    server.use(graphql.query(HomePageDocument, () => HttpResponse.error()));
    renderRoute('/');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load states.');
    const cards = within(section('Places travellers love')).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Taj Mahal',
      'Varanasi Ghats',
      'Fatehpur Sikri',
      'Bara Imambara',
    ]);
    expect(cards.map((card) => card.querySelector('.card__price')?.textContent)).toEqual([
      '₹5,000 per person',
      '₹4,000 per person',
      '₹3,500 per person',
      '₹2,500 per person',
    ]);
    // As the seed has them: Fatehpur Sikri is its own city, on the Agra destination.
    expect(cards.map((card) => within(card).getAllByRole('definition').map((fact) => fact.textContent))).toEqual([
      ['Agra', 'Agra'],
      ['Varanasi', 'Varanasi'],
      ['Fatehpur Sikri', 'Agra'],
      ['Lucknow', 'Lucknow'],
    ]);
    expect(within(cards[3]!).getByRole('link', { name: 'Bara Imambara' })).toHaveAttribute('href', '/details/bara-imambara');
    expect(within(cards[1]!).getByRole('img')).toHaveAttribute('src', '/images/places/varanasi-ghats.svg');
    // Sample places have no figures to show: neither a rating nor a "No reviews yet" nobody checked.
    expect(document.querySelector('.rating-summary')).toBeNull();
  });

  it('shows each place’s and each tour’s average rating and number of reviews on its card', async () => {
    renderRoute('/');

    await screen.findByRole('heading', { name: 'Taj Mahal' });
    const places = within(section('Places travellers love')).getAllByRole('article');
    expect(within(places[0]!).getByText('Rated 4.4 out of 5 from 9 reviews')).toBeInTheDocument();
    expect(places[0]).toHaveTextContent('★ 4.4 (9 reviews)');
    expect(within(places[1]!).getByText('No reviews yet')).toBeInTheDocument();

    const tourCard = (title: string) => within(section('Special tours')).getByRole('heading', { name: title }).closest('article')!;
    // Over all its places: only the Taj Mahal has reviews in Uttar Pradesh.
    expect(within(tourCard('Uttar Pradesh Tour')).getByText('Rated 4.4 out of 5 from 9 reviews')).toBeInTheDocument();
    expect(within(tourCard('Rajasthan Tour')).getByText('Rated 4.0 out of 5 from 1 review')).toBeInTheDocument();
    expect(within(tourCard('Himachal Pradesh Tour')).getByText('No reviews yet')).toBeInTheDocument();
  });

  it('marks a verified traveller’s review, in words', async () => {
    renderRoute('/');

    await screen.findByText('Sunrise at the Taj was unforgettable.');
    const reviews = within(section('Recent reviews')).getAllByRole('listitem');
    expect(within(reviews[0]!).getByText('Verified traveller')).toBeInTheDocument();
    expect(within(reviews[1]!).queryByText('Verified traveller')).not.toBeInTheDocument();
  });

  it('asks for the reviewers’ contact only for an admin', async () => {
    const requests: unknown[] = [];
    server.use(graphql.query(HomePageDocument, ({ variables }) => void requests.push(variables)));
    signInAs(ADMIN);
    renderRoute('/');

    expect(await screen.findByText('ananya@example.com')).toBeInTheDocument();
    expect(requests).toEqual([{ asAdmin: true }]);
  });

  it('offers an admin Edit on every special tour and place card, as /SpecialTours does (spec §6), and a visitor none', async () => {
    const { unmount } = renderRoute('/');
    await screen.findByRole('heading', { name: 'Kerala Tour' });
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    unmount();

    signInAs(ADMIN);
    renderRoute('/');
    const kerala = TOURS.find((tour) => tour.name === 'Kerala')!;
    expect(await screen.findByRole('link', { name: 'Edit Kerala Tour' })).toHaveAttribute('href', `/edit-spicaltour/${kerala.id}`);
    expect(within(section('Special tours')).getAllByRole('link', { name: /^Edit / })).toHaveLength(TOURS.length);
    expect(within(section('Places travellers love')).getAllByRole('link', { name: /^Edit / })).toHaveLength(FEATURED_TITLES.length);
  });

  it('still shows its 8 highlights after the explore page loaded every place into the cache', { timeout: 20_000 }, async () => {
    const { user } = renderRoute('/indiatours');
    await user.click(await screen.findByRole('button', { name: 'Show all 150 places' }, SLOW_STEP));
    await screen.findByRole('link', { name: 'Viewpoint 140' }, SLOW_STEP);

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));

    // The section renders (with placeholders) before its cards: wait for a card, not the section.
    const places = await screen.findByRole('region', { name: 'Places travellers love' }, SLOW_STEP);
    await within(places).findByRole('link', { name: 'Taj Mahal' }, SLOW_STEP);
    expect(within(places).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(
      FEATURED_TITLES,
    );
  });

  it('offers Play/Pause and Mute/Unmute for the hero video', async () => {
    const { user } = renderRoute('/');

    const unmute = await screen.findByRole('button', { name: 'Unmute video' });
    await user.click(unmute);
    expect(screen.getByRole('button', { name: 'Mute video' })).toBeInTheDocument();
    expect(document.querySelector('video')!.muted).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Play video' }));
    await user.click(await screen.findByRole('button', { name: 'Pause video' }));
    expect(await screen.findByRole('button', { name: 'Play video' })).toBeInTheDocument();
    expect(document.querySelector('video')!.paused).toBe(true);
  });

  it('paints the poster first and lays the video over it only once the page has loaded', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    renderRoute('/');

    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('img.hero__media')).toHaveAttribute('fetchpriority', 'high');
    expect(document.querySelector('video')).toBeNull();

    act(() => void window.dispatchEvent(new Event('load')));
    expect(document.querySelector('video')).toHaveAttribute('src', '/media/hero.mp4');
    expect(await screen.findByRole('button', { name: 'Unmute video' })).toBeInTheDocument();
  });

  it('shows only the poster, with a Play button, when the visitor prefers reduced motion', async () => {
    mockMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    const { user } = renderRoute('/');

    await screen.findByRole('button', { name: 'Play video' });
    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('img.hero__media')).toHaveAttribute('src', '/media/hero-poster.jpg');

    await user.click(screen.getByRole('button', { name: 'Play video' }));
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/hero.mp4');
    expect(video.autoplay).toBe(false);
  });

  it('names every headline word for screen readers while one word rotates on screen', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Discover India's Heritage, Mountains, Beaches, Temples and Flavours",
      }),
    ).toBeInTheDocument();
  });
});
