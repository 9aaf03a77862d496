import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormDone } from '@/components/form/form-done';
import { TextSkeleton } from '@/components/skeleton';
import type { PickedPlace } from '@/features/reviews/writing/place-picker';
import { ReviewForm } from '@/features/reviews/writing/review-form';
import { postReviewMessages } from '@/features/reviews/writing/use-post-review';
import { ReviewPageDocument } from '@/gql/graphql';
import { site } from '@/lib/site';
import { paths } from '@/paths';
import { useSessionUser } from '@/session/use-session-user';

/** /review (spec §2, §5): the feedback form, open to everyone; `?place=<slug>` starts it with that place picked. */
export function ReviewRoute() {
  const [searchParams] = useSearchParams();
  const placeSlug = searchParams.get('place')?.trim() || undefined;
  const account = useSessionUser();
  // A place that cannot be loaded (unknown slug, no connection) only means nothing is picked yet.
  const { data, loading } = useQuery(ReviewPageDocument, { variables: { slug: placeSlug ?? '' }, skip: !placeSlug });
  const [posted, setPosted] = useState<{ place: PickedPlace | null }>();

  return (
    <div className="page">
      <title>{`Share your experience · ${site.name}`}</title>
      <header className="page-header">
        <span className="eyebrow">Reviews</span>
        <h1>Share your experience</h1>
        <p>
          Tell other travellers about your guide and your trip. Your review appears with the other reviews and on the
          place&apos;s page.
        </p>
      </header>
      <div className="form-card form-card--narrow">
        {posted ? (
          <ReviewPosted place={posted.place} onWriteAnother={() => setPosted(undefined)} />
        ) : loading ? (
          <div role="status">
            <span className="visually-hidden">Loading the form…</span>
            <TextSkeleton lines={6} />
          </div>
        ) : (
          // A new account (or a new place in the URL) starts a new draft.
          <ReviewForm key={`${account?.email}:${placeSlug}`} place={data?.place ?? null} onPosted={(place) => setPosted({ place })} />
        )}
      </div>
    </div>
  );
}

function ReviewPosted({ place, onWriteAnother }: { place: PickedPlace | null; onWriteAnother: () => void }) {
  return (
    <FormDone
      message={postReviewMessages.posted}
      actions={
        <>
          <Link to={paths.allReviews.to()} className="button button--teal">
            Read all reviews
          </Link>
          {place && (
            <Link to={paths.placeDetails.to(place.slug)} className="button button--ghost">
              See {place.title}
            </Link>
          )}
          <button type="button" className="button button--ghost" onClick={onWriteAnother}>
            Write another review
          </button>
        </>
      }
    />
  );
}
