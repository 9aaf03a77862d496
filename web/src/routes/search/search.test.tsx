import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SearchPageDocument } from '@/gql/graphql';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';

function headerSearchBox() {
  return screen.getByRole('combobox', { name: 'Search states and places' });
}

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

  it('shows each place’s average rating and number of reviews in the results', async () => {
    renderRoute('/search?query=agra');

    const [taj, fatehpurSikri] = within(await screen.findByRole('region', { name: 'Uttar Pradesh' })).getAllByRole('article');
    expect(within(taj!).getByText('Rated 4.4 out of 5 from 9 reviews')).toBeInTheDocument();
    expect(within(fatehpurSikri!).getByText('No reviews yet')).toBeInTheDocument();
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

  it('shows the current query in the header search box, also after going back', async () => {
    const { router } = renderRoute('/search?query=agra');

    await screen.findByRole('region', { name: 'Uttar Pradesh' });
    expect(headerSearchBox()).toHaveValue('agra');

    await act(() => router.navigate('/search?query=kerala'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Results for “kerala”');
    expect(headerSearchBox()).toHaveValue('kerala');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “agra”' })).toBeInTheDocument();
    expect(headerSearchBox()).toHaveValue('agra');

    await act(() => router.navigate('/search'));
    expect(await screen.findByText('Type a state, city or place to search.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Uttar Pradesh' })).not.toBeInTheDocument();
    expect(headerSearchBox()).toHaveValue('');
  });

  it.each(['/search', '/search?query=', '/search?query=%20%20'])(
    'asks for something to search, and searches nothing, at %s',
    async (url) => {
      const searchedQueries: string[] = [];
      server.use(
        graphql.query(SearchPageDocument, ({ variables }) => {
          searchedQueries.push(variables.query);
          return HttpResponse.json({ data: { search: [] } });
        }),
      );
      renderRoute(url);

      expect(await screen.findByText('Type a state, city or place to search.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
      expect(screen.queryByText('No results found.')).not.toBeInTheDocument();
      expect(headerSearchBox()).toHaveValue('');
      expect(searchedQueries).toEqual([]);
    },
  );
});
