import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';

describe('search route', () => {
  it('groups the results by state: a heading per state, then its place cards', async () => {
    renderRoute('/search?query=agra');

    const group = await screen.findByRole('region', { name: 'Uttar Pradesh' });
    expect(within(group).getByRole('heading', { level: 2 })).toHaveTextContent('Uttar Pradesh');
    expect(within(group).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Taj Mahal',
      'Fatehpur Sikri',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “agra”');
  });

  it('shows a group for every state with matches', async () => {
    renderRoute('/search?query=a');

    await screen.findByRole('region', { name: 'Uttar Pradesh' });
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Uttar Pradesh',
      'Rajasthan',
      'Kerala',
    ]);
  });

  it("says 'No results found.' when nothing matches", async () => {
    renderRoute('/search?query=zanzibar');

    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('article')).not.toBeInTheDocument();
  });
});
