import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Pager, pagerItems } from './pager';

const toPage = (page: number) => `/all-reviews?page=${page}`;

function renderPager(page: number, totalPages: number) {
  renderWithProviders(<Pager page={page} totalPages={totalPages} to={toPage} label="Review pages" />);
  return screen.getByRole('navigation', { name: 'Review pages' });
}

function shownPages(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent);
}

describe('pagerItems', () => {
  it('lists every page when there are few', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pagerItems(1, 33_000)).toEqual([1, 2, 'gap', 33_000]);
    expect(pagerItems(16_500, 33_000)).toEqual([1, 'gap', 16_499, 16_500, 16_501, 'gap', 33_000]);
    expect(pagerItems(33_000, 33_000)).toEqual([1, 'gap', 32_999, 33_000]);
  });

  it('shows a page rather than a gap that would hide only that page', () => {
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pagerItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });
});

describe('Pager', () => {
  it('is a named navigation marking the current page, with links to the pages around it', () => {
    const nav = renderPager(16_500, 33_000);

    expect(shownPages(nav)).toEqual([
      'Previous page',
      'Page 1',
      '…',
      'Page 16,499',
      'Page 16,500',
      'Page 16,501',
      '…',
      'Page 33,000',
      'Next page',
    ]);
    const current = within(nav).getByRole('link', { name: 'Page 16,500' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([current]);
    expect(within(nav).getByRole('link', { name: 'Page 33,000' })).toHaveAttribute('href', '/all-reviews?page=33000');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/all-reviews?page=16499');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/all-reviews?page=16501');
  });

  it('offers no Previous link on the first page and no Next link on the last', () => {
    const first = renderPager(1, 3);
    expect(within(first).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(within(first).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(within(first).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/all-reviews?page=2');
  });

  it('moves to the page picked', async () => {
    const { user, router } = renderWithProviders(<Pager page={1} totalPages={3} to={toPage} label="Review pages" />);

    await user.click(screen.getByRole('link', { name: 'Page 3' }));

    expect(router.state.location.search).toBe('?page=3');
  });

  it('shows nothing when every item fits on one page', () => {
    renderWithProviders(<Pager page={1} totalPages={1} to={toPage} label="Review pages" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
