import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/paths';
import { renderRoute } from '@/testing/render';
import { OTHERS_REVIEW, OWN_REVIEW } from '@/testing/review-writing-handlers';
import { signInAs } from '@/testing/sign-in';

const editForm = () => screen.queryByRole('form', { name: 'Edit your review' });

describe('edit review route', () => {
  it('asks a visitor to log in and come back here, and shows no form', async () => {
    const url = paths.editReview.to(OWN_REVIEW.id);
    renderRoute(url);

    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(within(dialog).getByText('Please log in to edit your review.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.login.to(url));
    expect(editForm()).not.toBeInTheDocument();
  });

  it('tells a signed-in traveller who did not write the review that only its author can change it', async () => {
    signInAs();
    renderRoute(paths.editReview.to(OTHERS_REVIEW.id));

    expect(await screen.findByText('Only the person who wrote this review can change it.')).toBeInTheDocument();
    expect(editForm()).not.toBeInTheDocument();
  });

  it('says so when no review has the ID', async () => {
    signInAs();
    renderRoute(paths.editReview.to('UmV2aWV3Ojk5OTk'));

    expect(await screen.findByText('No review has this ID.')).toBeInTheDocument();
    expect(editForm()).not.toBeInTheDocument();
  });

  it("loads the author's review by the ID in the URL, saves it and says 'Review updated successfully!'", async () => {
    signInAs();
    const { user } = renderRoute(paths.editReview.to(OWN_REVIEW.id));
    const form = within(await screen.findByRole('form', { name: 'Edit your review' }));
    expect(form.getByLabelText('Comment')).toHaveValue(OWN_REVIEW.comment);

    await user.type(form.getByLabelText('Comment'), ' Go early.');
    await user.click(form.getByRole('button', { name: 'Save' }));

    const saved = (await screen.findByText('Review updated successfully!')).closest('[role="status"]');
    expect(saved).toBeInTheDocument();
    // The form is gone: the focus moves to the message.
    expect(document.activeElement).toContainElement(saved as HTMLElement);
    expect(screen.getByRole('link', { name: 'Back to all reviews' })).toHaveAttribute('href', paths.allReviews.to());
    expect(editForm()).not.toBeInTheDocument();
  });

  it('leaves for the reviews without saving on Cancel', async () => {
    signInAs();
    const { user, router } = renderRoute(paths.editReview.to(OWN_REVIEW.id));
    const form = within(await screen.findByRole('form', { name: 'Edit your review' }));

    await user.click(form.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.allReviews.to()));
  });
});
