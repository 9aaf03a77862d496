import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    expect(kerala).toHaveTextContent('₹10,500 per person');
    expect(kerala).not.toHaveTextContent(/from ₹/);
    expect(within(kerala).getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', `/tour/${TOURS[2]!.id}`);
  });

  it("shows a long tour's first stops and five attractions, and how many more it visits", async () => {
    renderRoute('/SpecialTours');

    const goa = (await screen.findByRole('heading', { name: 'Goa Tour' })).closest('article')!;
    expect(goa).toHaveTextContent('North Goa → Valley 1 → Valley 3 → Valley 5 → Valley 7 → Valley 9 → … → North Goa');
    expect(goa).toHaveTextContent('Attractions: Baga Beach, Viewpoint 1, Viewpoint 3, Viewpoint 5, Viewpoint 7 and 66 more');
    expect(goa).not.toHaveTextContent('Viewpoint 9');
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

  it('takes a visitor to the tour page itself, which shows the tour and asks them to log in there', async () => {
    const { user, router } = renderRoute('/SpecialTours');

    await user.click(await screen.findByRole('link', BOOK_KERALA));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/tour/${TOURS[2]!.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kerala Tour' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeInTheDocument();
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
