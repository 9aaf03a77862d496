import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SearchSuggestionsDocument } from '@/gql/graphql';
import { suggestionsFor } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { SearchBox } from './search-box';

function renderSearchBox() {
  const view = renderWithProviders(
    <>
      <p>Outside the search area</p>
      <SearchBox />
    </>,
  );
  const input = screen.getByRole('combobox', { name: 'Search states and places' });
  return { ...view, input };
}

function queryOf(location: { search: string }) {
  return new URLSearchParams(location.search).get('query');
}

describe('SearchBox', () => {
  it('suggests states and places, each labelled with its type', async () => {
    const { user, input } = renderSearchBox();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'h');

    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Himachal PradeshState',
      'Hawa MahalJaipur, RajasthanPlace',
    ]);
    expect(within(options[0]!).getByText('State')).toBeInTheDocument();
    expect(within(options[1]!).getByText('Place')).toBeInTheDocument();
    expect(within(options[1]!).getByText('Jaipur, Rajasthan')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
  });

  it('looks up on every change of the trimmed text, and never for blank text', async () => {
    const texts: string[] = [];
    server.use(
      graphql.query(SearchSuggestionsDocument, ({ variables }) => {
        texts.push(variables.text);
        return HttpResponse.json({ data: { suggestions: suggestionsFor(variables.text) } });
      }),
    );
    const { user, input } = renderSearchBox();

    await user.type(input, '  ');
    await user.type(input, 'ha');
    await screen.findByRole('option', { name: /Hawa Mahal/ });
    expect(texts).toEqual(['h', 'ha']);

    await user.clear(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(texts).toEqual(['h', 'ha']);
  });

  it('shows at most 10 unique suggestions', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      __typename: 'Suggestion' as const,
      label: `Viewpoint ${index + 1}`,
      type: 'PLACE' as const,
      slug: `viewpoint-${index + 1}`,
      context: 'Jaipur, Rajasthan',
      place: { __typename: 'Place' as const, id: `UGxhY2U6OTk${index}`, title: `Viewpoint ${index + 1}`, slug: `viewpoint-${index + 1}` },
    }));
    server.use(
      graphql.query(SearchSuggestionsDocument, () =>
        HttpResponse.json({ data: { suggestions: [many[0]!, many[0]!, ...many] } }),
      ),
    );
    const { user, input } = renderSearchBox();

    await user.type(input, 'v');

    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options.filter((option) => option.textContent === 'Viewpoint 1Jaipur, RajasthanPlace')).toHaveLength(1);
  });

  it('moves through the options with the arrow keys and goes to /search with Enter', async () => {
    const { user, input, router } = renderSearchBox();
    await user.type(input, 'h');
    const [first, second] = await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);

    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/search');
    expect(queryOf(router.state.location)).toBe('Hawa Mahal');
    expect(input).toHaveValue('Hawa Mahal');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('searches for the typed text when Enter is pressed with no active option', async () => {
    const { user, input, router } = renderSearchBox();
    await user.type(input, '  jaipur ');
    await screen.findAllByRole('option');

    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/search');
    expect(queryOf(router.state.location)).toBe('jaipur');
  });

  it('goes to /search with the label of a clicked suggestion', async () => {
    const { user, input, router } = renderSearchBox();
    await user.type(input, 'h');

    await user.click(await screen.findByRole('option', { name: /Himachal Pradesh/ }));

    expect(queryOf(router.state.location)).toBe('Himachal Pradesh');
  });

  it('closes the list with Escape', async () => {
    const { user, input } = renderSearchBox();
    await user.type(input, 'h');
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('h');
  });

  it('ignores an answer that arrives after the text has changed', async () => {
    server.use(
      graphql.query(SearchSuggestionsDocument, async ({ variables }) => {
        if (variables.text === 'a') {
          await delay(150);
          return HttpResponse.json({
            data: {
              suggestions: [{ __typename: 'Suggestion', label: 'Stale answer for a', type: 'PLACE', slug: 'stale', context: null, place: null }],
            },
          });
        }
        return HttpResponse.json({ data: { suggestions: suggestionsFor(variables.text) } });
      }),
    );
    const { user, input } = renderSearchBox();

    await user.type(input, 'ag');
    await screen.findByRole('option', { name: /Taj Mahal/ });
    await delay(300);

    expect(screen.queryByRole('option', { name: /Stale answer/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Taj MahalAgra, Uttar PradeshPlace',
      'Fatehpur SikriFatehpur Sikri, Uttar PradeshPlace',
    ]);
  });

  it('empties the suggestions on a click outside the search area', async () => {
    const { user, input } = renderSearchBox();
    await user.type(input, 'h');
    await screen.findByRole('listbox');

    await user.click(screen.getByText('Outside the search area'));

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(input);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
