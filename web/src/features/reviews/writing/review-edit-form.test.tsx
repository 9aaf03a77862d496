import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ReviewEditForm_ReviewFragmentDoc, UpdateReviewDocument, type UpdateReviewMutationVariables } from '@/gql/graphql';
import { ASHA } from '@/testing/fixtures/accounts';
import { findPlace } from '@/testing/fixtures/catalogue';
import { renderWithProviders } from '@/testing/render';
import { OWN_REVIEW, refusedReviewPayload } from '@/testing/review-writing-handlers';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';
import { ReviewEditForm } from './review-edit-form';

const AMBER_FORT = findPlace('amber-fort')!;

function recordUpdates(answer?: () => Response) {
  const sent: UpdateReviewMutationVariables[] = [];
  server.use(
    graphql.mutation(UpdateReviewDocument, ({ variables }) => {
      sent.push(variables);
      return answer?.();
    }),
  );
  return sent;
}

function renderEditForm(review: Parameters<typeof ReviewEditForm>[0]['review'] = OWN_REVIEW) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithProviders(<ReviewEditForm review={review} onSaved={onSaved} onCancel={onCancel} />);
  return { ...view, onSaved, onCancel };
}

const picker = () => screen.getByRole('combobox', { name: 'Tour or place' });
const comment = () => screen.getByLabelText('Comment');

describe('ReviewEditForm', () => {
  it('starts from the review: its place, rating and comment', () => {
    renderEditForm();

    expect(picker()).toHaveValue('Taj Mahal');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(comment()).toHaveValue(OWN_REVIEW.comment);
  });

  it('saves the new place, rating and comment, and hands over to the caller', async () => {
    const sent = recordUpdates();
    const { user, onSaved, client } = renderEditForm();
    await user.clear(picker());
    await user.type(picker(), 'Amb');
    await user.click(await screen.findByRole('option', { name: /Amber Fort/ }));
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.clear(comment());
    await user.type(comment(), '  Crowded, but the guide was patient.  ');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      {
        input: { id: OWN_REVIEW.id, placeId: AMBER_FORT.id, tourPlace: 'Amber Fort', rating: 2, comment: 'Crowded, but the guide was patient.' },
        asAdmin: false,
      },
    ]);
    // The answer updates the review wherever it is shown, by its id.
    const cached = client.readFragment({ id: client.cache.identify(OWN_REVIEW), fragment: ReviewEditForm_ReviewFragmentDoc });
    expect(cached).toMatchObject({ rating: 2, tourPlace: 'Amber Fort', place: { id: AMBER_FORT.id } });
  });

  it('asks for the card’s admin-only fields when an admin edits their own review', async () => {
    signInAs({ ...ASHA.user, role: 'ADMIN' });
    const sent = recordUpdates();
    const { user, onSaved } = renderEditForm();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(sent[0]?.asAdmin).toBe(true);
  });

  it('Cancel puts the review back as it was and saves nothing', async () => {
    const sent = recordUpdates();
    const { user, onCancel } = renderEditForm();
    await user.clear(comment());
    await user.type(comment(), 'Changed my mind.');
    await user.click(screen.getByRole('radio', { name: '1 star' }));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onCancel).toHaveBeenCalledOnce();
    expect(comment()).toHaveValue(OWN_REVIEW.comment);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(sent).toEqual([]);
  });

  it('checks the edit with the shared rules: a comment, and a place picked from the list', async () => {
    const sent = recordUpdates();
    const legacyReview = { ...OWN_REVIEW, tourPlace: 'Old Delhi food walk', place: null };
    const { user } = renderEditForm(legacyReview);
    expect(picker()).toHaveValue('Old Delhi food walk');
    await user.clear(comment());

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please choose a place from the list.')).toBeInTheDocument();
    expect(picker()).toHaveFocus();
    expect(comment()).toHaveAccessibleDescription(expect.stringContaining('Comment is required.'));
    expect(sent).toEqual([]);
  });

  it("says 'Failed to update review.' when the server refuses, with its messages beside the fields", async () => {
    recordUpdates(() =>
      HttpResponse.json({
        data: {
          updateReview: refusedReviewPayload('UpdateReviewPayload', [
            { code: 'UNKNOWN_PLACE', field: 'placeId', message: 'Please choose a place from the list.' },
          ]),
        },
      }),
    );
    const { user, onSaved } = renderEditForm();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update review.');
    expect(picker()).toHaveAccessibleDescription(expect.stringContaining('Please choose a place from the list.'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says 'Failed to update review.' when the server does not answer", async () => {
    recordUpdates(() => HttpResponse.error());
    const { user } = renderEditForm();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update review.');
  });
});
