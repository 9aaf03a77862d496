import { Link } from 'react-router-dom';
import { FallbackImage } from '@/components/fallback-image';
import { site } from '@/lib/site';
import { assets, contactLinks, paths } from '@/paths';
import './footer.css';

/** Spec §2: the footer always offers this fixed sample tour (id 999). */
export const FOOTER_SAMPLE_TOUR = {
  id: '999',
  title: 'Golden Triangle Tour',
  name: 'Delhi, Agra & Jaipur',
  route: 'Delhi → Agra → Jaipur → Delhi',
  attractions: 'Red Fort, Taj Mahal, Amber Fort',
  places: ['Delhi', 'Agra', 'Jaipur'],
  image: assets.placeImage('taj-mahal'),
  fallbackImage: assets.placeFallbackImage,
} as const;

const FOOTER_LINKS = [
  { label: 'Home', to: paths.home.to() },
  { label: 'Explore India', to: paths.indiaTours.to() },
  { label: 'Special Tours', to: paths.specialTours.to() },
  { label: 'About Us & Policies', to: paths.about.to() },
  { label: 'Reviews', to: paths.allReviews.to() },
  { label: 'Contact', to: paths.contact.to() },
  { label: 'Plan a custom trip', to: paths.tripPlan.to() },
] as const;

export function Footer() {
  const tour = FOOTER_SAMPLE_TOUR;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {site.name}
          </h2>
          <p className="site-footer__tagline">{site.tagline}.</p>
          <address className="site-footer__contact">
            <span>{site.address}</span>
            <a href={contactLinks.phone(site.phone)}>{site.phone}</a>
            <a href={contactLinks.email(site.email)}>{site.email}</a>
            <span>{site.hours}</span>
          </address>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            Explore
          </h2>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-tour">
          <h2 id="footer-tour" className="site-footer__heading">
            Popular tour
          </h2>
          <article className="footer-tour">
            <FallbackImage
              className="footer-tour__image"
              src={tour.image}
              fallbackSrc={tour.fallbackImage}
              alt="The Taj Mahal in Agra, a highlight of the Golden Triangle"
              width={96}
              height={96}
            />
            <div>
              <h3 className="footer-tour__title">{tour.title}</h3>
              <p className="footer-tour__route">{tour.route}</p>
              <Link to={paths.tour.to(tour.id)} state={{ tour }} className="footer-tour__link">
                View tour <span aria-hidden="true">→</span>
              </Link>
            </div>
          </article>
        </section>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {site.name}. Prices in Indian rupees per person; times in IST.
      </p>
    </footer>
  );
}
