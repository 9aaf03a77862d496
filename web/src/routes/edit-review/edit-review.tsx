import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormDone } from '@/components/form/form-done';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { SignInNotice } from '@/components/login-required/sign-in-notice';
import { TextSkeleton } from '@/components/skeleton';
import { ReviewEditForm, reviewEditMessages } from '@/features/reviews/writing/review-edit-form';
import { EditReviewPageDocument } from '@/gql/graphql';
import { site } from '@/lib/site';
import { paths } from '@/paths';
import { useSessionUser } from '@/session/use-session-user';

/** Spec §8 has no words for these; they say what happened and what to do. */
export const editReviewNotices = {
  signIn: 'Please log in to edit your review.',
  notAuthor: 'Only the person who wrote this review can change it.',
  notFound: 'No review has this ID.',
  loadFailed: 'We could not load this review right now. Please check your connection and try again.',
} as const;

/** /edit-review/{id} (spec §2): the owner's edit of one review, on a page of its own that works from its URL alone. */
export function EditReviewRoute() {
  const { id = '' } = useParams();
  const account = useSessionUser();
  return (
    <div className="page">
      <title>{`Edit your review · ${site.name}`}</title>
      <header className="page-header">
        <span className="eyebrow">Reviews</span>
        <h1>Edit your review</h1>
        <p>Change the place, your rating or what you wrote.</p>
      </header>
      {/* Keyed by account: a login or logout on this page asks the server again who may edit. */}
      {account ? <EditableReview key={account.email} id={id} /> : <SignInNotice reason={editReviewNotices.signIn} />}
    </div>
  );
}

function EditableReview({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, error, loading, refetch } = useQuery(EditReviewPageDocument, { variables: { id }, errorPolicy: 'all' });
  const [isSaved, setIsSaved] = useState(false);
  const review = data?.node?.__typename === 'Review' ? data.node : null;

  if (isSaved) return <ReviewSaved />;
  if (!review) {
    if (loading) return <EditReviewSkeleton />;
    if (isNotFound(data, error)) return <EditReviewNotice message={editReviewNotices.notFound} />;
    return <LoadFailedNotice message={editReviewNotices.loadFailed} onRetry={() => void refetch()} />;
  }
  if (!review.viewerCanEdit) return <EditReviewNotice message={editReviewNotices.notAuthor} />;
  return (
    <div className="form-card form-card--narrow">
      <ReviewEditForm review={review} onSaved={() => setIsSaved(true)} onCancel={() => void navigate(paths.allReviews.to())} />
    </div>
  );
}

/** An ID of something else than a review names no review either. */
function isNotFound(data: { node: unknown } | undefined, error: unknown): boolean {
  if (data?.node !== undefined) return true;
  return CombinedGraphQLErrors.is(error) && error.errors.some((graphQLError) => graphQLError.extensions?.code === 'NOT_FOUND');
}

function ReviewSaved() {
  return (
    <FormDone
      className="form-card form-card--narrow"
      message={reviewEditMessages.saved}
      actions={
        <Link to={paths.allReviews.to()} className="button button--teal">
          Back to all reviews
        </Link>
      }
    />
  );
}

function EditReviewNotice({ message }: { message: string }) {
  return (
    <div className="notice">
      <p>{message}</p>
      <p>
        <Link to={paths.allReviews.to()} className="button button--teal">
          See all reviews
        </Link>
      </p>
    </div>
  );
}

function EditReviewSkeleton() {
  return (
    <div className="form-card form-card--narrow" role="status">
      <span className="visually-hidden">Loading the review…</span>
      <TextSkeleton lines={6} />
    </div>
  );
}
