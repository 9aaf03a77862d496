import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EditSpecialTourPageDocument } from '@/gql/graphql';
import { paths } from '@/paths';
import { ADMIN } from '@/testing/bookings-list-handlers';
import { ASHA } from '@/testing/fixtures/accounts';
import { editableTour } from '@/testing/catalogue-editing-handlers';
import { TOURS } from '@/testing/fixtures/catalogue';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

const KERALA = TOURS.find((tour) => tour.name === 'Kerala')!;
const editForm = () => screen.queryByRole('form', { name: 'Edit special tour' });

describe('edit special tour route', () => {
  it('asks a visitor to log in and come back here, and shows no form', async () => {
    const url = paths.editSpecialTour.to(KERALA.id);
    renderRoute(url);

    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.login.to(url));
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(editForm()).not.toBeInTheDocument();
  });

  it('refuses a signed-in traveller and shows no form', async () => {
    signInAs(ASHA.user);
    renderRoute(paths.editSpecialTour.to(KERALA.id));

    expect(await screen.findByText('Only admins can edit tours.')).toBeInTheDocument();
    expect(editForm()).not.toBeInTheDocument();
  });

  it('says so for an unknown ID and for a tour across states, which has no edit', async () => {
    signInAs(ADMIN);
    const { unmount } = renderRoute(paths.editSpecialTour.to('VG91cjo5OTk5'));
    expect(await screen.findByText('No special tour has this ID.')).toBeInTheDocument();
    unmount();

    const goldenTriangle = { ...editableTour(KERALA), id: 'Q3VyYXRlZFRvdXI6OTk5', title: 'Golden Triangle Tour', state: null };
    server.use(graphql.query(EditSpecialTourPageDocument, () => HttpResponse.json({ data: { me: ADMIN, node: goldenTriangle } })));
    renderRoute(paths.editSpecialTour.to(goldenTriangle.id));
    expect(await screen.findByText('No special tour has this ID.')).toBeInTheDocument();
    expect(editForm()).not.toBeInTheDocument();
  });

  it('shows Edit on the special tours to admins only, as the server says', async () => {
    signInAs(ASHA.user);
    localStorage.setItem('userData', JSON.stringify({ name: ASHA.user.name, email: ASHA.user.email, role: 'admin' }));
    const { unmount } = renderRoute(paths.specialTours.to());
    await screen.findByRole('heading', { name: 'Kerala Tour' });
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    unmount();

    signInAs(ADMIN);
    renderRoute(paths.specialTours.to());
    expect(await screen.findByRole('link', { name: 'Edit Kerala Tour' })).toHaveAttribute('href', paths.editSpecialTour.to(KERALA.id));
    expect(screen.getAllByRole('link', { name: /^Edit / })).toHaveLength(TOURS.length);
  });

  it("saves a tour from its card's Edit, says 'Tour updated successfully!', and the card shows it without a reload", async () => {
    signInAs(ADMIN);
    const { user, router } = renderRoute(paths.specialTours.to());
    await user.click(await screen.findByRole('link', { name: 'Edit Kerala Tour' }));
    const form = within((await screen.findByRole('form', { name: 'Edit special tour' })) as HTMLElement);
    expect(form.getByLabelText('Route')).toHaveValue('');
    expect(form.getByLabelText('Route')).toHaveAccessibleDescription(expect.stringContaining('Leave it empty to show “Alleppey → Munnar → Alleppey”'));

    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'Backwaters and Tea Hills');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Tour updated successfully!')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See all special tours' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.specialTours.to()));
    expect(await screen.findByRole('heading', { name: 'Backwaters and Tea Hills' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kerala Tour' })).not.toBeInTheDocument();
  });

  it("names the tour edited in its heading, though an unedited tour's fields are empty", async () => {
    signInAs(ADMIN);
    renderRoute(paths.editSpecialTour.to(KERALA.id));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit special tour: Kerala Tour' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('goes back to the special tours without saving on Cancel', async () => {
    signInAs(ADMIN);
    const { user, router } = renderRoute(paths.editSpecialTour.to(KERALA.id));

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.specialTours.to()));
  });

  it('leaves no history entry of the form on Cancel: Back from the tours does not return to it', async () => {
    signInAs(ADMIN);
    const { user, router } = renderRoute(paths.specialTours.to());
    await user.click(await screen.findByRole('link', { name: 'Edit Kerala Tour' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.specialTours.to()));

    await act(() => router.navigate(-1));

    expect(router.state.location.pathname).toBe(paths.specialTours.to());
    expect(editForm()).not.toBeInTheDocument();
  });
});
