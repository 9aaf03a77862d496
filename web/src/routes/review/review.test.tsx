import { screen, within } from '@testing-library/react';
import { graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { PostReviewDocument, type PostReviewInput } from '@/gql/graphql';
import { paths } from '@/paths';
import { findPlace } from '@/testing/fixtures/catalogue';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';

const TAJ_MAHAL = findPlace('taj-mahal')!;

function recordPosts() {
  const inputs: PostReviewInput[] = [];
  server.use(graphql.mutation(PostReviewDocument, ({ variables }) => void inputs.push(variables.input)));
  return inputs;
}

async function openReviewPage(url: string) {
  const view = renderRoute(url);
  const form = within(await screen.findByRole('form', { name: 'Your review' }));
  return { ...view, form };
}

describe('review route', () => {
  it("posts a review, says 'Thank you for your feedback!' and offers the reviews, the place and another review", async () => {
    const inputs = recordPosts();
    const { user, form } = await openReviewPage(paths.review.to());
    expect(screen.getByRole('heading', { level: 1, name: 'Share your experience' })).toBeInTheDocument();

    await user.type(form.getByLabelText('First name'), 'Ravi');
    await user.type(form.getByRole('combobox', { name: 'Tour or place' }), 'Agra');
    await user.click(await screen.findByRole('option', { name: /Taj Mahal/ }));
    await user.type(form.getByLabelText('Comment'), 'Sunrise over the Yamuna.');
    await user.click(form.getByRole('button', { name: 'Post review' }));

    const thanks = (await screen.findByText('Thank you for your feedback!')).closest('[role="status"]');
    expect(thanks).toBeInTheDocument();
    // The form is gone: the focus moves to the message.
    expect(document.activeElement).toContainElement(thanks as HTMLElement);
    expect(screen.queryByRole('form', { name: 'Your review' })).not.toBeInTheDocument();
    expect(inputs).toEqual([expect.objectContaining({ firstName: 'Ravi', placeId: TAJ_MAHAL.id, tourPlace: 'Taj Mahal' })]);
    expect(screen.getByRole('link', { name: 'Read all reviews' })).toHaveAttribute('href', paths.allReviews.to());
    expect(screen.getByRole('link', { name: 'See Taj Mahal' })).toHaveAttribute('href', paths.placeDetails.to('taj-mahal'));

    await user.click(screen.getByRole('button', { name: 'Write another review' }));

    const nextForm = within(screen.getByRole('form', { name: 'Your review' }));
    expect(nextForm.getByLabelText('First name')).toHaveValue('');
    expect(nextForm.getByLabelText('Comment')).toHaveValue('');
  });

  it('starts with the place of ?place=<slug> picked (a place page’s "Write a review")', async () => {
    const inputs = recordPosts();
    expect(paths.review.to('taj-mahal')).toBe('/review?place=taj-mahal');
    const { user, form } = await openReviewPage(paths.review.to('taj-mahal'));

    expect(form.getByRole('combobox', { name: 'Tour or place' })).toHaveValue('Taj Mahal');
    await user.type(form.getByLabelText('First name'), 'Ravi');
    await user.type(form.getByLabelText('Comment'), 'Worth it.');
    await user.click(form.getByRole('button', { name: 'Post review' }));

    await screen.findByText('Thank you for your feedback!');
    expect(inputs).toEqual([expect.objectContaining({ placeId: TAJ_MAHAL.id, tourPlace: 'Taj Mahal' })]);
  });

  it('starts with nothing picked when ?place= names no place', async () => {
    const { form } = await openReviewPage(paths.review.to('atlantis'));

    expect(form.getByRole('combobox', { name: 'Tour or place' })).toHaveValue('');
  });
});
