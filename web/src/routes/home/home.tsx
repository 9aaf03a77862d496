import { useQuery } from '@apollo/client/react';
import { useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { CardGridSkeleton } from '@/components/skeleton';
import { PlaceCard } from '@/features/catalogue/place-card';
import { SAMPLE_PLACES, STATES_LOAD_ERROR } from '@/features/catalogue/sample-places';
import { TourCard } from '@/features/catalogue/tour-card';
import { useCanEditCatalogue } from '@/features/catalogue/use-can-edit-catalogue';
import { useReviewCardVariables } from '@/features/reviews/review-card';
import { NoReviews, ReviewList } from '@/features/reviews/review-list';
import { HomePageDocument, type HomePageQuery } from '@/gql/graphql';
import { site } from '@/lib/site';
import { paths } from '@/paths';
import { HeroVideo } from './hero-video';
import './home.css';

/** Spec §9: home shows 8 places (the catalogue's featured highlights), up to 8 tours and 3 reviews. */
export const HOME_PLACE_COUNT = 8;
export const HOME_TOUR_COUNT = 8;
export const HOME_REVIEW_COUNT = 3;

export function HomeRoute() {
  const { data, error } = useQuery(HomePageDocument, { variables: useReviewCardVariables() });
  const reviewsHeadingRef = useRef<HTMLHeadingElement>(null);
  const isLoading = !data && !error;
  // Never on the sample places shown when the catalogue cannot be loaded: they are not the server's.
  const canEditCatalogue = useCanEditCatalogue() && Boolean(data);

  return (
    <>
      <title>{`${site.name} · Discover India's heritage, mountains and beaches`}</title>
      <HeroVideo />
      <div className="page home">
        {!error && (
          <section className="section home__first-section" aria-labelledby="home-tours">
            <header className="section__header">
              <div>
                <span className="eyebrow">One tour per state</span>
                <h2 id="home-tours">Special tours</h2>
                <p>Every highlight of a state in one journey, planned end to end.</p>
              </div>
              <Link to={paths.specialTours.to()} className="button button--ghost">
                All special tours
              </Link>
            </header>
            {isLoading ? <CardGridSkeleton label="Loading special tours…" count={4} /> : <TourGrid data={data} canEdit={canEditCatalogue} />}
          </section>
        )}

        <section className={`section${error ? ' home__first-section' : ''}`} aria-labelledby="home-places">
          <header className="section__header">
            <div>
              <span className="eyebrow">Popular destinations</span>
              <h2 id="home-places">Places travellers love</h2>
              <p>From marble mausoleums to misty tea gardens: start with these.</p>
            </div>
          </header>
          {error && (
            <p className="alert" role="alert">
              {STATES_LOAD_ERROR}
            </p>
          )}
          {isLoading ? (
            <CardGridSkeleton label="Loading places…" />
          ) : (
            <ul className="card-grid home__card-grid">
              {placesOf(data).map((place) => (
                <li key={place.id}>
                  <PlaceCard place={place} canEdit={canEditCatalogue} />
                </li>
              ))}
            </ul>
          )}
          <div className="center">
            <Link to={paths.indiaTours.to()} className="button button--teal">
              Browse all Destinations
            </Link>
          </div>
        </section>

        {!error && (
          <section className="section" aria-labelledby="home-reviews">
            <header className="section__header">
              <div>
                <span className="eyebrow">In their words</span>
                <h2 id="home-reviews" ref={reviewsHeadingRef} tabIndex={-1}>
                  Recent reviews
                </h2>
              </div>
            </header>
            {isLoading ? <CardGridSkeleton label="Loading reviews…" count={3} /> : <RecentReviews data={data} headingRef={reviewsHeadingRef} />}
          </section>
        )}
      </div>
    </>
  );
}

function placesOf(data: HomePageQuery | undefined) {
  // The cache merges every page fetched for a connection and key, so it may hold
  // more than this page asked for: show eight, whatever it holds.
  return data ? data.places.edges.slice(0, HOME_PLACE_COUNT).map((edge) => edge.node) : SAMPLE_PLACES;
}

function TourGrid({ data, canEdit }: { data: HomePageQuery | undefined; canEdit: boolean }) {
  const tours = data?.specialTours.edges.slice(0, HOME_TOUR_COUNT).map((edge) => edge.node) ?? [];
  if (tours.length === 0) return <p className="notice">New tours are being prepared. Check back soon!</p>;
  return (
    <ul className="card-grid home__card-grid home__tour-rail">
      {tours.map((tour) => (
        <li key={tour.id}>
          <TourCard tour={tour} canEdit={canEdit} />
        </li>
      ))}
    </ul>
  );
}

function RecentReviews({ data, headingRef }: { data: HomePageQuery | undefined; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const reviews = data?.reviews.edges.slice(0, HOME_REVIEW_COUNT).map((edge) => edge.node) ?? [];
  if (reviews.length === 0) return <NoReviews writeReviewTo={paths.review.to()} />;
  return (
    <>
      <ReviewList reviews={reviews} label="Recent reviews" onReviewDeleted={() => headingRef.current?.focus()} />
      <div className="center home__review-actions">
        <Link to={paths.allReviews.to()} className="button button--ghost">
          Read all reviews
        </Link>
        <Link to={paths.review.to()} className="button">
          Write a review
        </Link>
      </div>
    </>
  );
}
