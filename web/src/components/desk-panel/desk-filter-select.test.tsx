import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DeskFilterSelect, statusDeskFilter, useDeskFilterChoice } from './desk-filter-select';

const STATUS_FILTER = statusDeskFilter('Every plan', { NEW: 'New', CLOSED: 'Closed' });

/** The select, and what a panel would query with: the chosen choice's filter. */
function FilteredPanel() {
  const { filter } = useDeskFilterChoice(STATUS_FILTER);
  return (
    <>
      <DeskFilterSelect filter={STATUS_FILTER} />
      <output>{JSON.stringify(filter)}</output>
    </>
  );
}

describe('DeskFilterSelect', () => {
  it("keeps the choice in the URL beside the desk's panel, and Every drops the parameter", async () => {
    const { user, router } = renderWithProviders(<FilteredPanel />, { url: '/dashboard?panel=trips' });
    expect(screen.getByRole('status')).toHaveTextContent('{}');

    await user.selectOptions(screen.getByLabelText('Status'), 'Closed');
    expect(router.state.location.search).toBe('?panel=trips&status=CLOSED');
    expect(screen.getByRole('status')).toHaveTextContent('{"status":"CLOSED"}');

    await user.selectOptions(screen.getByLabelText('Status'), 'Every plan');
    expect(router.state.location.search).toBe('?panel=trips');
    expect(screen.getByRole('status')).toHaveTextContent('{}');
  });

  it.each([
    ['status=NEW', 'New', '{"status":"NEW"}'],
    ['status=LOST', 'Every plan', '{}'],
  ])('opens on the choice the URL names (?%s: %s), Every when it names none of them', (query, shown, filter) => {
    renderWithProviders(<FilteredPanel />, { url: `/dashboard?panel=trips&${query}` });
    expect(screen.getByLabelText('Status')).toHaveDisplayValue(shown);
    expect(screen.getByRole('status')).toHaveTextContent(filter);
  });
});
