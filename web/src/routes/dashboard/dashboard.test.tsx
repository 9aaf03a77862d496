import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BookingsDeskDocument } from '@/gql/graphql';
import { ASHA } from '@/testing/fixtures/accounts';
import { ADMIN, bookingsListHandlers } from '@/testing/bookings-list-handlers';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

function adminCards() {
  return within(screen.getByRole('list', { name: 'All bookings' })).getAllByRole('article');
}

async function openAdminDashboard(url = '/dashboard') {
  signInAs(ADMIN);
  const filters: unknown[] = [];
  server.use(...bookingsListHandlers());
  // Answers nothing, so the request falls through to the handlers above: this only records the filter.
  server.use(graphql.query(BookingsDeskDocument, ({ variables }) => void filters.push(variables.filter)));
  const view = renderRoute(url);
  await screen.findByRole('list', { name: 'Top 5 states' });
  return { ...view, filters };
}

describe('dashboard route', () => {
  it('shows a user their own bookings, as /my-bookings does', async () => {
    signInAs();
    server.use(...bookingsListHandlers());
    renderRoute('/dashboard');

    const list = await screen.findByRole('list', { name: 'Your bookings' });
    expect(screen.getByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(within(list).getByRole('button', { name: 'Cancel booking IT-7KQ2M9X1' })).toBeInTheDocument();
    expect(screen.queryByRole('search', { name: 'Filter bookings' })).not.toBeInTheDocument();
  });

  it('lets the server, not the stored role, decide: a stored "admin" the server calls a user sees their own', async () => {
    signInAs(ASHA.user);
    localStorage.setItem('userData', JSON.stringify({ name: ASHA.user.name, email: ASHA.user.email, role: 'admin' }));
    server.use(...bookingsListHandlers());
    renderRoute('/dashboard');

    expect(await screen.findByRole('list', { name: 'Your bookings' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'All bookings' })).not.toBeInTheDocument();
  });

  it("shows an admin every booking with the booker's name and email, 6 per page, to change but not to cancel", async () => {
    const { user } = await openAdminDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Admin desk' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All bookings' })).toBeInTheDocument();
    await waitFor(() => expect(adminCards()).toHaveLength(6));
    expect(screen.getByText('Showing 6 of 10 bookings')).toBeInTheDocument();
    const first = adminCards()[0]!;
    expect(within(first).getByRole('heading', { name: 'Golden Triangle Tour' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Booked byMeera Nairmeera@example.com');
    const list = within(screen.getByRole('list', { name: 'All bookings' }));
    expect(list.queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
    // An admin changes any booking from the desk, without the 10 days' notice (spec §9).
    expect(list.getAllByRole('button', { name: /^Change booking/ }).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Load more bookings' }));
    await waitFor(() => expect(adminCards()).toHaveLength(10));
  });

  it('charts the top 5 states with their numbers as text', async () => {
    await openAdminDashboard();

    const chart = screen.getByRole('list', { name: 'Top 5 states' });
    const items = within(chart).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Kerala7 bookings',
      'Delhi1 booking',
      'Goa1 booking',
      'Rajasthan1 booking',
      'Uttar Pradesh1 booking',
    ]);
  });

  it('filters by state, keeps the filter in the URL and offers its CSV', async () => {
    const { user, router, filters } = await openAdminDashboard();
    await waitFor(() => expect(adminCards()).toHaveLength(6));
    const search = screen.getByRole('search', { name: 'Filter bookings' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', '/api/bookings.csv');

    await user.selectOptions(within(search).getByLabelText('State'), 'Rajasthan');
    await user.click(within(search).getByRole('button', { name: 'Show bookings' }));

    await waitFor(() => expect(adminCards()).toHaveLength(2));
    expect(router.state.location.search).toBe('?state=Rajasthan');
    expect(filters.at(-1)).toEqual({ state: 'Rajasthan' });
    expect(adminCards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Golden Triangle Tour',
      'Rajasthan Tour',
    ]);
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', '/api/bookings.csv?state=Rajasthan');
  });

  it('finds a booking by its reference, and clears the filter again', async () => {
    const { user, router } = await openAdminDashboard();
    await waitFor(() => expect(adminCards()).toHaveLength(6));
    const search = screen.getByRole('search', { name: 'Filter bookings' });

    await user.type(within(search).getByLabelText('Booking reference'), '  it-kr7zq3mn ');
    await user.click(within(search).getByRole('button', { name: 'Show bookings' }));

    await waitFor(() => expect(adminCards()).toHaveLength(1));
    expect(adminCards()[0]).toHaveTextContent('John Mathew');
    expect(router.state.location.search).toBe('?reference=it-kr7zq3mn');
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      '/api/bookings.csv?reference=it-kr7zq3mn',
    );

    await user.click(within(search).getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(adminCards()).toHaveLength(6));
    expect(within(search).getByLabelText('Booking reference')).toHaveValue('');
    expect(within(search).getByLabelText('State')).toHaveFocus();
  });

  it('opens with the filter of its URL, as after a reload', async () => {
    await openAdminDashboard('/dashboard?state=Goa');

    await waitFor(() => expect(adminCards()).toHaveLength(1));
    expect(screen.getByLabelText('State')).toHaveValue('Goa');
  });

  it("shows 'No bookings found.' when the filter matches none", async () => {
    await openAdminDashboard('/dashboard?reference=IT-NOTHING9');

    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
  });

  it("shows 'Something went wrong.' when the desk cannot load", async () => {
    signInAs(ADMIN);
    server.use(graphql.query(BookingsDeskDocument, () => HttpResponse.error()));
    renderRoute('/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('asks a visitor to log in and brings them back to the dashboard', async () => {
    renderRoute('/dashboard');

    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?from=${encodeURIComponent('/dashboard')}`,
    );
  });
});
