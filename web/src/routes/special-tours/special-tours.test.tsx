import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOURS } from '@/testing/fixtures/catalogue';
import { renderRoute } from '@/testing/render';

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
});
