import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { BrandMark, ChevronDownIcon } from '@/components/icons';
import { SearchBox } from '@/components/search-box/search-box';
import { useClickOutside } from '@/lib/use-click-outside';
import { site } from '@/lib/site';
import { paths } from '@/paths';
import { ContactBar } from './contact-bar';
import './header.css';

const NAV_LINKS = [
  { label: 'Home', to: paths.home.to(), end: true },
  { label: 'Explore', to: paths.indiaTours.to() },
  { label: 'About Us', to: paths.about.to() },
  { label: 'Review', to: paths.review.to() },
  { label: 'Contact', to: paths.contact.to() },
  { label: 'Customize', to: paths.tripPlan.to() },
  { label: 'My-Bookings', to: paths.myBookings.to() },
] as const;

const FURTHER_LINKS = [
  { label: 'Special Tours', to: paths.specialTours.to() },
  { label: 'All Reviews', to: paths.allReviews.to() },
] as const;

/**
 * Site header (spec §2). State: menu open or closed, and the further-panel
 * flag; the search box keeps its own text and suggestions. A press outside
 * the menu and the search area closes the menu and resets the panel flag
 * (the search box empties its suggestions on the same press).
 */
export function Header() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isFurtherPanelOpen, setIsFurtherPanelOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const searchAreaRef = useRef<HTMLDivElement>(null);

  function closeAll() {
    setIsMenuOpen(false);
    setIsFurtherPanelOpen(false);
  }

  useClickOutside([menuButtonRef, menuRef, searchAreaRef], closeAll);

  return (
    <header className="site-header">
      <ContactBar />
      <div className="site-header__main">
        <Link to={paths.home.to()} className="brand" aria-label={`${site.name} home`}>
          <span className="brand__mark" aria-hidden="true">
            <BrandMark size={22} />
          </span>
          <span className="brand__name">{site.name}</span>
        </Link>
        <div ref={searchAreaRef} className="site-header__search">
          <SearchBox />
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          className="menu-button"
          aria-expanded={isMenuOpen}
          aria-controls="site-nav"
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          <span className="menu-button__bars" aria-hidden="true" />
        </button>
      </div>
      <nav
        ref={menuRef}
        id="site-nav"
        aria-label="Main"
        className={`site-nav${isMenuOpen ? ' site-nav--open' : ''}`}
      >
        <ul className="site-nav__list">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={'end' in link ? link.end : false}
                className="site-nav__link"
                onClick={closeAll}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="site-nav__further">
            <button
              type="button"
              className="site-nav__link site-nav__more"
              aria-expanded={isFurtherPanelOpen}
              aria-controls="site-nav-further"
              onClick={() => setIsFurtherPanelOpen((open) => !open)}
            >
              More <ChevronDownIcon size={14} />
            </button>
            <ul id="site-nav-further" className="site-nav__panel" hidden={!isFurtherPanelOpen}>
              {FURTHER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="site-nav__panel-link" onClick={closeAll}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </nav>
    </header>
  );
}
