import { screen } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DeskNav } from './desk-nav';

describe('DeskNav', () => {
  it("scrolls the current panel's link into view, as on a phone the row of links scrolls sideways", () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderWithProviders(<DeskNav current="mail" />, { url: '/dashboard?panel=mail' });

    const mail = screen.getByRole('link', { name: 'Mail' });
    expect(mail).toHaveAttribute('aria-current', 'page');
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'nearest', inline: 'nearest' });
    expect(scrollIntoView.mock.contexts[0]).toBe(mail);
  });

  it('scrolls a link the keyboard reaches into view, whole', async () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { user } = renderWithProviders(<DeskNav current="bookings" />, { url: '/dashboard' });
    scrollIntoView.mockClear();

    screen.getByRole('link', { name: 'Trip plans' }).focus();
    await user.tab();

    expect(screen.getByRole('link', { name: 'Mail' })).toHaveFocus();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(screen.getByRole('link', { name: 'Mail' }));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' });
  });

  it('scrolls to the next current link when the panel changes, Chromium answering scrollIntoView with a promise', async () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockReturnValue(Promise.resolve() as never);
    const { user } = renderWithProviders(<CurrentPanelNav />, { url: '/dashboard?panel=messages' });

    await user.click(screen.getByRole('link', { name: 'Mail' }));

    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('aria-current', 'page');
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('link', { name: 'Messages' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(screen.getByRole('link', { name: 'Mail' }));
  });
});

/** The nav as the desk shows it: its current panel is the URL's. */
function CurrentPanelNav() {
  const [searchParams] = useSearchParams();
  return <DeskNav current={searchParams.get('panel') === 'mail' ? 'mail' : 'messages'} />;
}
