import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/paths';
import { ADMIN } from '@/testing/bookings-list-handlers';
import { ASHA } from '@/testing/fixtures/accounts';
import { findPlace } from '@/testing/fixtures/catalogue';
import { renderRoute } from '@/testing/render';
import { signInAs } from '@/testing/sign-in';

const TAJ_MAHAL = findPlace('taj-mahal')!;
const editForm = () => screen.queryByRole('form', { name: 'Edit place' });

describe('edit tour route (a place)', () => {
  it('asks a visitor to log in and come back here, offers no sign-up (a new account cannot edit), and shows no form', async () => {
    const url = paths.editTour.to(TAJ_MAHAL.id);
    renderRoute(url);

    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(within(dialog).getByText('Please log in as an admin to edit tours.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.login.to(url));
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Creating an account/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit place' })).toBeInTheDocument();
    expect(editForm()).not.toBeInTheDocument();
  });

  it('refuses a signed-in traveller, even one whose stored role says admin: the server decides', async () => {
    signInAs(ASHA.user);
    localStorage.setItem('userData', JSON.stringify({ name: ASHA.user.name, email: ASHA.user.email, role: 'admin' }));
    renderRoute(paths.editTour.to(TAJ_MAHAL.id));

    expect(await screen.findByText('Only admins can edit tours.')).toBeInTheDocument();
    expect(editForm()).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so when no place has the ID', async () => {
    signInAs(ADMIN);
    renderRoute(paths.editTour.to('UGxhY2U6OTk5OQ'));

    expect(await screen.findByText('No place has this ID.')).toBeInTheDocument();
    expect(editForm()).not.toBeInTheDocument();
  });

  it("loads the place by the ID in the URL alone, saves it and says 'Tour updated successfully!'", async () => {
    signInAs(ADMIN);
    const { user } = renderRoute(paths.editTour.to(TAJ_MAHAL.id));
    const form = within((await screen.findByRole('form', { name: 'Edit place' })) as HTMLElement);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit place: Taj Mahal' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Edit place: Taj Mahal · /);
    expect(form.getByLabelText('Title')).toHaveValue('Taj Mahal');

    await user.clear(form.getByLabelText('City'));
    await user.type(form.getByLabelText('City'), 'Agra, Uttar Pradesh');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    const saved = (await screen.findByText('Tour updated successfully!')).closest('[role="status"]');
    expect(document.activeElement).toContainElement(saved as HTMLElement);
    expect(screen.getByRole('link', { name: 'See Taj Mahal' })).toHaveAttribute('href', paths.placeDetails.to('taj-mahal'));
    expect(editForm()).not.toBeInTheDocument();
  });

  it('shows Edit on place cards to admins only, as the server says, whatever the stored role', async () => {
    signInAs(ASHA.user);
    localStorage.setItem('userData', JSON.stringify({ name: ASHA.user.name, email: ASHA.user.email, role: 'admin' }));
    const { unmount } = renderRoute(paths.indiaTours.to());
    await screen.findByRole('link', { name: 'Taj Mahal' });
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    unmount();

    signInAs(ADMIN);
    renderRoute(paths.indiaTours.to());
    const edit = await screen.findByRole('link', { name: 'Edit Taj Mahal' });
    expect(edit).toHaveAttribute('href', paths.editTour.to(TAJ_MAHAL.id));
    expect(screen.getAllByRole('link', { name: /^Edit / })).toHaveLength(16);
  });

  it("goes from a card's Edit to the form, and the places pages show the saved price without a reload", async () => {
    signInAs(ADMIN);
    const { user, router } = renderRoute(paths.indiaTours.to());
    const card = (await screen.findByRole('link', { name: 'Taj Mahal' })).closest('article')!;
    expect(card).toHaveTextContent('₹5,000 per person');

    await user.click(within(card).getByRole('link', { name: 'Edit Taj Mahal' }));
    const price = await screen.findByLabelText('Price per person (₹)');
    await user.clear(price);
    await user.type(price, '6200');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(await screen.findByRole('link', { name: 'Browse all destinations' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.indiaTours.to()));
    const savedCard = (await screen.findByRole('link', { name: 'Taj Mahal' })).closest('article')!;
    expect(savedCard).toHaveTextContent('₹6,200 per person');
  });

  it('offers Edit on the place page to an admin, and shows the saved place there; Cancel goes back to it', async () => {
    signInAs(ADMIN);
    const { user, router } = renderRoute(paths.placeDetails.to('taj-mahal'));
    await user.click(await screen.findByRole('link', { name: 'Edit Taj Mahal' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.placeDetails.to('taj-mahal')));
    // Cancel left no entry of the form behind: Back stays off it.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe(paths.placeDetails.to('taj-mahal'));

    await user.click(await screen.findByRole('link', { name: 'Edit Taj Mahal' }));
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Taj Mahal at Dawn');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(await screen.findByRole('link', { name: 'See Taj Mahal at Dawn' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Taj Mahal at Dawn' })).toBeInTheDocument();
  });

  it('shows no Edit on the place page to a traveller', async () => {
    signInAs(ASHA.user);
    renderRoute(paths.placeDetails.to('taj-mahal'));

    await screen.findByRole('heading', { level: 1, name: 'Taj Mahal' });
    await screen.findByRole('button', { name: 'Account menu for Asha Verma' });
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});
