import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TourPageDocument } from '@/gql/graphql';
import { tourPageHandler } from '@/testing/booking-handlers';
import { ASHA } from '@/testing/fixtures/accounts';
import { TOURS } from '@/testing/fixtures/catalogue';
import { ASHA_ACCOUNT, GOLDEN_TRIANGLE } from '@/testing/fixtures/tour-booking';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

const UP_TOUR = TOURS[0]!;

describe('tour route', () => {
  it('shows the tour by its URL alone: title, route, each place with its image, and the price per person', async () => {
    renderRoute(`/tour/${UP_TOUR.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Uttar Pradesh Tour' })).toBeInTheDocument();
    const tour = screen.getByRole('article', { name: 'Uttar Pradesh Tour' });
    expect(tour).toHaveTextContent('Agra → Varanasi → Lucknow → Agra');
    // 5,000 + 4,000 + 3,500 + 2,500: a tour visits every place, each priced per person.
    expect(tour).toHaveTextContent('₹15,000 per person');
    const places = within(within(tour).getByRole('list')).getAllByRole('listitem');
    expect(places.map((place) => within(place).getByRole('heading').textContent)).toEqual([
      'Taj Mahal',
      'Varanasi Ghats',
      'Fatehpur Sikri',
      'Bara Imambara',
    ]);
    // Beside its own title, a place's picture is decoration (alt=""), so it is found as an element.
    expect(places[0]!.querySelector('img')).toHaveAttribute('src', '/images/places/taj-mahal.svg');
    expect(within(places[0]!).getByRole('link', { name: 'Taj Mahal' })).toHaveAttribute('href', '/details/taj-mahal');
  });

  it("opens the footer's Golden Triangle by its legacy number 999", async () => {
    renderRoute('/tour/999');

    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Triangle' })).toBeInTheDocument();
    const tour = screen.getByRole('article', { name: 'Golden Triangle' });
    expect(tour).toHaveTextContent('Delhi → Agra → Jaipur → Delhi');
    expect(tour).toHaveTextContent(`₹${GOLDEN_TRIANGLE.pricePerPerson.toLocaleString('en-IN')} per person`);
  });

  it("says 'No tour data available.' for a tour that does not exist (spec §2)", async () => {
    renderRoute('/tour/12345');

    expect(await screen.findByRole('alert')).toHaveTextContent('No tour data available.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says the tour could not be loaded, with a retry, when the request fails (not that the tour is unknown)', async () => {
    server.use(graphql.query(TourPageDocument, () => HttpResponse.error()));
    renderRoute(`/tour/${UP_TOUR.id}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this tour right now.');
    expect(screen.queryByText('No tour data available.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows the card's tour from navigation state while the page's own answer is on its way", async () => {
    server.use(
      graphql.query(TourPageDocument, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderRoute({ pathname: `/tour/${UP_TOUR.id}`, state: { tour: UP_TOUR } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Uttar Pradesh Tour' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Uttar Pradesh Tour' })).toHaveTextContent('₹15,000 per person');
  });

  it('ignores navigation state about another tour than the one in the URL', async () => {
    server.use(
      graphql.query(TourPageDocument, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderRoute({ pathname: `/tour/${UP_TOUR.id}`, state: { tour: TOURS[2] } });

    expect(await screen.findByText('Loading tour…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kerala Tour' })).not.toBeInTheDocument();
  });
});

describe('tour route for a visitor', () => {
  it('offers Book now, which asks them to log in and come back to this same page; no form', async () => {
    const { user } = renderRoute('/tour/999');
    const bookNow = await screen.findByRole('button', { name: 'Book now' });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(bookNow);

    const dialog = screen.getByRole('dialog', { name: 'Log in to continue' });
    expect(dialog).toHaveTextContent('Please log in to book this tour.');
    const logIn = within(dialog).getByRole('link', { name: 'Log in' });
    expect(logIn).toHaveAttribute('href', `/login?from=${encodeURIComponent('/tour/999')}`);
    expect(logIn).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/register?from=${encodeURIComponent('/tour/999')}`,
    );
  });

  it('closes the dialog on Escape and gives the focus back to Book now', async () => {
    const { user } = renderRoute(`/tour/${UP_TOUR.id}`);
    const bookNow = await screen.findByRole('button', { name: 'Book now' });

    await user.click(bookNow);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bookNow).toHaveFocus();
  });

  it('after logging in from the dialog, is back on the same tour page with the booking form (spec §4)', async () => {
    const { user, router } = renderRoute(`/tour/${UP_TOUR.id}`);
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Log in' }));
    server.use(tourPageHandler({ me: ASHA_ACCOUNT }));

    await user.type(await screen.findByLabelText('Email'), ASHA.user.email);
    await user.type(screen.getByLabelText('Password'), ASHA.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/tour/${UP_TOUR.id}`));
    const form = await screen.findByRole('form', { name: 'Book the Uttar Pradesh Tour' });
    expect(within(form).getByLabelText('Email')).toHaveValue(ASHA.user.email);
  });
});

describe('tour route for a signed-in traveller', () => {
  it("shows the form with the account's email read-only, and the name and phone filled in from the account", async () => {
    signInAs();
    server.use(tourPageHandler({ me: ASHA_ACCOUNT }));
    renderRoute(`/tour/${UP_TOUR.id}`);

    const form = await screen.findByRole('form', { name: 'Book the Uttar Pradesh Tour' });
    const email = within(form).getByLabelText('Email');
    expect(email).toHaveValue('asha@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Full name')).toHaveValue('Asha Verma');
    expect(within(form).getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(within(form).getByRole('button', { name: 'Book now' })).toHaveAttribute('type', 'submit');
  });
});
