import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';

describe('layout', () => {
  it('links every screen of the main navigation', async () => {
    renderRoute('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links.slice(0, 7)).toEqual([
      ['Home', '/'],
      ['Explore', '/indiatours'],
      ['About Us', '/about'],
      ['Review', '/review'],
      ['Contact', '/contact'],
      ['Customize', '/customize'],
      ['My-Bookings', '/my-bookings'],
    ]);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('link', { name: '+91 98765 43210' })[0]).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getAllByRole('link', { name: 'hello@indiatours.example' })[0]).toHaveAttribute(
      'href',
      'mailto:hello@indiatours.example',
    );
  });

  it('closes the menu and the further panel on a click outside the menu and search area', async () => {
    const { user } = renderRoute('/about');
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    const more = screen.getByRole('button', { name: /More/ });

    await user.click(menuButton);
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Special Tours' })).toBeVisible();

    // Inside the search area: both stay open.
    await user.click(screen.getByRole('combobox'));
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Special Tours', hidden: true })).not.toBeVisible();
  });

  it('offers the fixed sample tour 999 (Delhi, Agra, Jaipur) in the footer', async () => {
    renderRoute('/about');
    const footer = await screen.findByRole('contentinfo');

    const tour = within(footer).getByRole('article');
    expect(tour).toHaveTextContent('Delhi → Agra → Jaipur → Delhi');
    expect(within(tour).getByRole('link', { name: /View tour/ })).toHaveAttribute('href', '/tour/999');
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = renderRoute('/about');
    await screen.findByRole('heading', { level: 1 });
    scrollTo.mockClear();

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact' }));

    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('shows a friendly 404 for an unknown URL', async () => {
    renderRoute('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'This road leads nowhere' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
