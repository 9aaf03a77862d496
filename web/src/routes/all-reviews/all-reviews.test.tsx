import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AllReviewsPageDocument, DeleteReviewDocument, UpdateReviewDocument } from '@/gql/graphql';
import { ADMIN } from '@/testing/bookings-list-handlers';
import { REVIEWS } from '@/testing/fixtures/reviews';
import { renderRoute } from '@/testing/render';
import { createReviewApi, reviewNode } from '@/testing/review-list-handlers';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';

const CONFIRM_DELETE = 'Delete this review? This cannot be undone.';
const COMMENTS = REVIEWS.map((review) => review.comment);
const ASHAS_COMMENT = 'Our guide knew a story for every arch.';

function reviewList() {
  return screen.getByRole('list', { name: 'Traveller reviews' });
}

function shownComments() {
  return within(reviewList())
    .getAllByRole('listitem')
    .map((card) => card.querySelector('blockquote')?.textContent);
}

function cardWith(comment: string) {
  return screen.getByText(comment).closest('li')!;
}

function pager() {
  return screen.getByRole('navigation', { name: 'Traveller reviews: pages' });
}

/** /all-reviews at `url`; the variables of every page request are kept. */
async function openAllReviews(url = '/all-reviews') {
  const requests: Record<string, unknown>[] = [];
  // Answers nothing, so each request falls through to the default handlers: this only records.
  server.use(graphql.query(AllReviewsPageDocument, ({ variables }) => void requests.push(variables)));
  const view = renderRoute(url);
  await screen.findByRole('heading', { level: 1, name: 'Traveller reviews' });
  return { ...view, requests };
}

describe('all reviews route', () => {
  it('shows the 6 newest reviews on page 1, with a numbered pager marking the current page', async () => {
    await openAllReviews();

    await screen.findByRole('list', { name: 'Traveller reviews' });
    expect(shownComments()).toEqual(COMMENTS.slice(0, 6));
    expect(screen.getByText('Page 1 of 3 · 13 reviews')).toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/all-reviews?page=2');
    expect(within(pager()).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
  });

  it('keeps the page in the URL and moves the focus to the heading when another page is picked', async () => {
    const { user, router } = await openAllReviews();
    await screen.findByRole('list', { name: 'Traveller reviews' });

    await user.click(within(pager()).getByRole('link', { name: 'Page 2' }));

    expect(await screen.findByText(COMMENTS[6]!)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(shownComments()).toEqual(COMMENTS.slice(6, 12));
    expect(within(pager()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Traveller reviews' })).toHaveFocus();
  });

  it('opens a page straight from its URL', async () => {
    const { requests } = await openAllReviews('/all-reviews?page=3');

    expect(await screen.findByText(COMMENTS[12]!)).toBeInTheDocument();
    expect(shownComments()).toEqual(COMMENTS.slice(12));
    expect(within(pager()).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    expect(requests).toEqual([expect.objectContaining({ page: 3, perPage: 6, verifiedOnly: false, asAdmin: false })]);
  });

  it.each(['abc', '0', '-2', '1.5'])('reads a bad page (?page=%s) as page 1', async (page) => {
    const { requests } = await openAllReviews(`/all-reviews?page=${page}`);

    expect(await screen.findByText(COMMENTS[0]!)).toBeInTheDocument();
    expect(requests).toEqual([expect.objectContaining({ page: 1 })]);
  });

  it('says a page past the last does not exist, and links to the last page', async () => {
    const { user, router } = await openAllReviews('/all-reviews?page=9');

    expect(await screen.findByText('There is no page 9: the reviews end at page 3.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Traveller reviews: pages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to the last page' }));

    expect(await screen.findByText(COMMENTS[12]!)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('shows only verified travellers’ reviews when asked, and keeps that choice in the URL', async () => {
    const { user, router } = await openAllReviews('/all-reviews?page=2');
    await screen.findByRole('list', { name: 'Traveller reviews' });

    await user.click(screen.getByRole('checkbox', { name: 'Verified travellers only' }));

    await waitFor(() => expect(shownComments()).toHaveLength(3));
    expect(router.state.location.search).toBe('?verified=1');
    expect(screen.getByRole('checkbox', { name: 'Verified travellers only' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Verified travellers only' })).toHaveFocus();
    for (const card of within(reviewList()).getAllByRole('listitem')) {
      expect(within(card).getByText('Verified traveller')).toBeInTheDocument();
    }
    expect(screen.getByText('Page 1 of 1 · 3 reviews')).toBeInTheDocument();
  });

  it("says 'No reviews yet. Be the first to leave one!' with a link to the form when there are none", async () => {
    server.use(
      graphql.query(AllReviewsPageDocument, () =>
        HttpResponse.json({
          data: { reviewsPage: { __typename: 'ReviewPage', totalPages: 1, totalCount: 0, nodes: [] } },
        }),
      ),
    );
    renderRoute('/all-reviews');

    expect(await screen.findByText('No reviews yet. Be the first to leave one!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/review');
    expect(screen.queryByRole('navigation', { name: 'Traveller reviews: pages' })).not.toBeInTheDocument();
  });

  it('offers Try again when the reviews cannot be loaded', async () => {
    server.use(graphql.query(AllReviewsPageDocument, () => HttpResponse.error()));
    const { user } = renderRoute('/all-reviews');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the reviews.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(COMMENTS[0]!)).toBeInTheDocument();
  });

  it('shows a visitor no Edit or Delete, and no reviewer contact', async () => {
    await openAllReviews();
    await screen.findByRole('list', { name: 'Traveller reviews' });

    expect(within(reviewList()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('ananya@example.com')).not.toBeInTheDocument();
  });

  it("shows an admin each reviewer's email, phone and date (IST), and lets them delete any review", async () => {
    signInAs(ADMIN);
    const { requests } = await openAllReviews();
    await screen.findByRole('list', { name: 'Traveller reviews' });

    const ananya = cardWith('Sunrise at the Taj was unforgettable.');
    expect(within(ananya).getByRole('link', { name: 'ananya@example.com' })).toHaveAttribute('href', 'mailto:ananya@example.com');
    expect(within(ananya).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    // Posted 2026-02-10 18:45 UTC: already the 11th in India.
    expect(within(ananya).getByText('11/02/2026 IST', { selector: 'dd' })).toBeInTheDocument();
    // Tom gave neither email nor phone.
    expect(within(cardWith('Great guide, very patient with our questions.')).getAllByText('Not given', { selector: 'dd' })).toHaveLength(2);
    expect(within(ananya).getByRole('button', { name: 'Delete review by Ananya Iyer' })).toBeInTheDocument();
    expect(within(ananya).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(requests).toEqual([expect.objectContaining({ asAdmin: true })]);
  });
});

describe('a review card on /all-reviews', () => {
  it("edits the owner's review in place: Save shows 'Review updated successfully!' and the new text", async () => {
    signInAs();
    server.use(
      graphql.mutation(UpdateReviewDocument, ({ variables: { input } }) => {
        const review = { ...reviewNode(REVIEWS.find((each) => each.id === input.id)!), comment: input.comment ?? '' };
        const place = { ...review.place!, averageRating: 4.4, reviewCount: 9 };
        return HttpResponse.json({ data: { updateReview: { __typename: 'UpdateReviewPayload', review: { ...review, place }, errors: [] } } });
      }),
    );
    const { user } = await openAllReviews();
    await screen.findByRole('list', { name: 'Traveller reviews' });
    const card = cardWith(ASHAS_COMMENT);

    await user.click(within(card).getByRole('button', { name: 'Edit review by Asha Verma' }));
    // The form loads on demand and takes the focus at its first field.
    const comment = await within(card).findByRole('textbox', { name: /Comment/ });
    expect(within(card).getByRole('combobox', { name: /Tour or place/ })).toHaveFocus();
    await user.clear(comment);
    await user.type(comment, 'A story for every arch, and tea after.');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await within(card).findByRole('status')).toHaveTextContent('Review updated successfully!');
    expect(within(card).getByRole('blockquote')).toHaveTextContent('A story for every arch, and tea after.');
    expect(within(card).queryByRole('textbox', { name: /Comment/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit review by Asha Verma' })).toHaveFocus();
  });

  it('cancels an edit back to the review as it was', async () => {
    signInAs();
    const { user } = await openAllReviews();
    await screen.findByRole('list', { name: 'Traveller reviews' });
    const card = cardWith(ASHAS_COMMENT);

    await user.click(within(card).getByRole('button', { name: 'Edit review by Asha Verma' }));
    await user.type(await within(card).findByRole('textbox', { name: /Comment/ }), ' Not saved.');
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));

    expect(within(card).getByRole('blockquote')).toHaveTextContent(new RegExp(`^${ASHAS_COMMENT}$`));
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
  });

  it('deletes after confirmation: the card goes, the counts follow, a toast says so and the focus goes to the heading', async () => {
    signInAs();
    server.use(...createReviewApi().handlers);
    const { user } = await openAllReviews();
    await screen.findByRole('list', { name: 'Traveller reviews' });

    await user.click(within(cardWith(ASHAS_COMMENT)).getByRole('button', { name: 'Delete review by Asha Verma' }));
    const dialog = screen.getByRole('dialog', { name: CONFIRM_DELETE });
    expect(dialog).toHaveTextContent(ASHAS_COMMENT);
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));

    expect(await screen.findByText('Review deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(ASHAS_COMMENT)).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 2 · 12 reviews')).toBeInTheDocument();
    expect(shownComments()).toEqual(COMMENTS.filter((comment) => comment !== ASHAS_COMMENT).slice(0, 6));
    expect(screen.getByRole('heading', { level: 1, name: 'Traveller reviews' })).toHaveFocus();
  });

  it('goes back a page when the last review of the last page is deleted, rather than past the end', async () => {
    signInAs(ADMIN);
    server.use(...createReviewApi().handlers);
    const { user, router } = await openAllReviews('/all-reviews?page=3');
    const lastComment = COMMENTS[12]!;
    await screen.findByText(lastComment);

    await user.click(within(cardWith(lastComment)).getByRole('button', { name: /^Delete review by/ }));
    await user.click(within(screen.getByRole('dialog', { name: CONFIRM_DELETE })).getByRole('button', { name: 'Delete review' }));

    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Page 2 of 2 · 12 reviews')).toBeInTheDocument();
    expect(screen.queryByText(/There is no page/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Traveller reviews' })).toHaveFocus());
  });

  it('keeps the review when the confirmation is declined', async () => {
    signInAs();
    const { user } = await openAllReviews();
    await screen.findByRole('list', { name: 'Traveller reviews' });
    const deleteButton = within(cardWith(ASHAS_COMMENT)).getByRole('button', { name: 'Delete review by Asha Verma' });

    await user.click(deleteButton);
    await user.click(within(screen.getByRole('dialog', { name: CONFIRM_DELETE })).getByRole('button', { name: 'Keep review' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(ASHAS_COMMENT)).toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
  });

  it("says 'Failed to delete review.' in the dialog when the deletion fails", async () => {
    signInAs();
    server.use(graphql.mutation(DeleteReviewDocument, () => HttpResponse.error()));
    const { user } = await openAllReviews();
    await screen.findByRole('list', { name: 'Traveller reviews' });

    await user.click(within(cardWith(ASHAS_COMMENT)).getByRole('button', { name: 'Delete review by Asha Verma' }));
    const dialog = screen.getByRole('dialog', { name: CONFIRM_DELETE });
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete review.');
    expect(screen.getByText(ASHAS_COMMENT, { selector: 'blockquote p' })).toBeInTheDocument();
  });
});
