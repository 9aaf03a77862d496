import { useMutation } from '@apollo/client/react';
import { DeleteReviewDocument } from '@/gql/graphql';

/** Spec §8, word for word (the confirmation's wording is ours: the spec does not show it). */
export const deleteReviewMessages = {
  confirm: 'Delete this review? This cannot be undone.',
  deleted: 'Review deleted successfully.',
  failed: 'Failed to delete review.',
} as const;

/**
 * Deletes a review (their own for a user, any for an admin). The review leaves the cache, and so do
 * every review list and numbered page, since a deletion shifts what each page holds; the screens
 * on show then ask again, which also brings the place's new average and count.
 */
export function useDeleteReview(): { deleteReview: (reviewId: string) => Promise<boolean>; isDeleting: boolean } {
  const [mutate, { loading }] = useMutation(DeleteReviewDocument, {
    update(cache, { data }) {
      const deletedId = data?.deleteReview.deletedReviewId;
      if (!deletedId) return;
      cache.evict({ id: cache.identify({ __typename: 'Review', id: deletedId }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'reviews' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'reviewsPage' });
      cache.gc();
    },
    refetchQueries: 'active',
  });

  async function deleteReview(reviewId: string): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { input: { id: reviewId } } });
      return Boolean(data?.deleteReview.deletedReviewId);
    } catch {
      return false;
    }
  }

  return { deleteReview, isDeleting: loading };
}
