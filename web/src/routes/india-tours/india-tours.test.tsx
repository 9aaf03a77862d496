import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { IndiaToursPageDocument } from '@/gql/graphql';
import { PLACES } from '@/testing/fixtures/catalogue';
import { connectionOf } from '@/testing/fixtures/connection';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { INDIA_INTRO_TEXT } from './intro-text';

function placeCards() {
  return within(screen.getByRole('region', { name: 'All destinations' })).queryAllByRole('article');
}

describe('india tours route', () => {
  it('previews 700 characters of the introduction, with Show More / Show Less', async () => {
    const { user } = renderRoute('/indiatours');
    const intro = (await screen.findByRole('button', { name: 'Show More' })).closest('.intro-text')!;
    const body = intro.querySelector('.intro-text__body')!;

    const preview = body.textContent!;
    expect(preview.length).toBeLessThanOrEqual(701);
    expect(preview.endsWith('…')).toBe(true);
    expect(INDIA_INTRO_TEXT.replace(/\n\n/g, '').startsWith(preview.slice(0, -1))).toBe(true);
    expect(INDIA_INTRO_TEXT.length).toBeGreaterThan(1400);

    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(body).toHaveTextContent('you will want to bring something back.');
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(body.textContent).toBe(preview);
  });

  it('shows 16 places first, then all of them, fetching the rest only when asked, page by page', async () => {
    const pageRequests: Array<{ first: number; after?: string | null }> = [];
    server.use(
      graphql.query(IndiaToursPageDocument, ({ variables }) => {
        pageRequests.push(variables);
        return HttpResponse.json({
          data: { places: connectionOf(PLACES, variables, { connection: 'PlaceConnection', edge: 'PlaceEdge' }) },
        });
      }),
    );
    const { user } = renderRoute('/indiatours');

    const showAll = await screen.findByRole('button', { name: 'Show all 150 places' });
    expect(placeCards()).toHaveLength(16);
    expect(within(placeCards()[0]!).getByRole('link', { name: 'Taj Mahal' })).toBeInTheDocument();
    expect(pageRequests).toEqual([{ first: 16 }]);

    await user.click(showAll);
    await screen.findByRole('link', { name: 'Viewpoint 140' });
    expect(placeCards()).toHaveLength(150);
    expect(pageRequests).toHaveLength(3);
    expect(pageRequests[1]).toMatchObject({ first: 100, after: expect.any(String) });
    expect(pageRequests[2]).toMatchObject({ first: 100, after: expect.any(String) });

    await user.click(screen.getByRole('button', { name: 'Show fewer places' }));
    expect(placeCards()).toHaveLength(16);
  });

  it("falls back to the sample places with 'Failed to load states.' when the request fails", async () => {
    server.use(graphql.query(IndiaToursPageDocument, () => HttpResponse.error()));
    renderRoute('/indiatours');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load states.');
    expect(placeCards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Taj Mahal',
      'Varanasi Ghats',
      'Fatehpur Sikri',
      'Bara Imambara',
    ]);
    // Four places: no need to offer "show all".
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });
});
