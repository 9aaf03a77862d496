import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ASHA } from '@/testing/fixtures/accounts';
import { TOURS } from '@/testing/fixtures/catalogue';
import { renderRoute } from '@/testing/render';
import { signInAs } from '@/testing/sign-in';

const BOOK_KERALA = { name: 'Book Now: Kerala Tour' };

describe('special tours route', () => {
  it('shows one tour card per state, each with Book Now', async () => {
    renderRoute('/SpecialTours');

    await screen.findByRole('heading', { name: 'Uttar Pradesh Tour' });
    const cards = within(screen.getByRole('main')).getAllByRole('article');
    expect(cards).toHaveLength(TOURS.length);
    const kerala = cards.find((card) => within(card).queryByRole('heading', { name: 'Kerala Tour' }))!;
    expect(kerala).toHaveTextContent('Alleppey → Munnar → Alleppey');
    expect(kerala).toHaveTextContent('Alleppey Backwaters, Munnar Tea Gardens');
    expect(kerala).toHaveTextContent('from ₹4,500 per person');
    expect(within(kerala).getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', `/tour/${TOURS[2]!.id}`);
  });

  it('keeps the heading outline without skipped levels: page, list, one heading per tour', async () => {
    renderRoute('/SpecialTours');

    await screen.findByRole('heading', { name: 'Uttar Pradesh Tour' });
    const main = screen.getByRole('main');
    const levels = within(main)
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
    expect(levels.every((level, index) => index === 0 || level <= levels[index - 1]! + 1)).toBe(true);
    expect(within(main).getByRole('region', { name: 'Tours by state' })).toContainElement(
      screen.getByRole('heading', { name: 'Kerala Tour' }),
    );
  });

  it('asks a visitor to log in before booking, then takes them on to the tour they chose (spec §4)', async () => {
    const { user, router } = renderRoute('/SpecialTours');

    await user.click(await screen.findByRole('link', BOOK_KERALA));

    const dialog = screen.getByRole('dialog', { name: 'Log in to continue' });
    expect(dialog).toHaveTextContent('Please log in to book this tour.');
    expect(router.state.location.pathname).toBe('/SpecialTours');
    const logIn = within(dialog).getByRole('link', { name: 'Log in' });
    const keralaTourPath = encodeURIComponent(`/tour/${TOURS[2]!.id}`);
    expect(logIn).toHaveAttribute('href', `/login?from=${keralaTourPath}`);
    expect(logIn).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/register?from=${keralaTourPath}`,
    );

    await user.click(logIn);
    await user.type(await screen.findByLabelText('Email'), ASHA.user.email);
    await user.type(screen.getByLabelText('Password'), ASHA.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/tour/${TOURS[2]!.id}`));
  });

  it('closes the dialog on Escape and gives the focus back to Book Now', async () => {
    const { user } = renderRoute('/SpecialTours');
    const bookNow = await screen.findByRole('link', BOOK_KERALA);

    await user.click(bookNow);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bookNow).toHaveFocus();
  });

  it('keeps the focus inside the dialog while it is open', async () => {
    const { user } = renderRoute('/SpecialTours');
    await user.click(await screen.findByRole('link', BOOK_KERALA));
    const dialog = screen.getByRole('dialog');

    for (let press = 0; press < 5; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('lets a signed-in user go straight to the booking page', async () => {
    signInAs();
    const { user, router } = renderRoute('/SpecialTours');
    await screen.findByRole('button', { name: 'Account menu for Asha Verma' });

    await user.click(await screen.findByRole('link', BOOK_KERALA));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/tour/${TOURS[2]!.id}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
