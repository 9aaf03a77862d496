import { gql } from '@apollo/client';
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PostReviewDocument, type PostReviewInput } from '@/gql/graphql';
import { ASHA } from '@/testing/fixtures/accounts';
import { findPlace } from '@/testing/fixtures/catalogue';
import { renderWithProviders } from '@/testing/render';
import { refusedReviewPayload } from '@/testing/review-writing-handlers';
import { server } from '@/testing/server';
import { signInAs } from '@/testing/sign-in';
import type { PickedPlace } from './place-picker';
import { ReviewForm } from './review-form';

const TAJ_MAHAL = findPlace('taj-mahal')!;

/** What the review lists and a place's figures leave in the cache (any screen's queries would do). */
const CACHED_LISTS = gql`
  query CachedReviewLists {
    reviews(first: 3) {
      nodes {
        id
      }
    }
    reviewsPage(page: 1) {
      nodes {
        id
      }
    }
  }
`;
const PLACE_FIGURES = gql`
  fragment CachedPlaceFigures on Place {
    averageRating
    reviewCount
  }
`;

function recordPosts(answer?: () => Response) {
  const inputs: PostReviewInput[] = [];
  server.use(
    graphql.mutation(PostReviewDocument, ({ variables }) => {
      inputs.push(variables.input);
      return answer?.();
    }),
  );
  return inputs;
}

function renderForm(place: PickedPlace | null = null) {
  const onPosted = vi.fn<(place: PickedPlace | null) => void>();
  const view = renderWithProviders(<ReviewForm place={place} onPosted={onPosted} />);
  return { ...view, onPosted };
}

type User = ReturnType<typeof renderForm>['user'];

async function pickTajMahal(user: User) {
  await user.type(screen.getByRole('combobox', { name: 'Tour or place' }), 'Taj');
  await user.click(await screen.findByRole('option', { name: /Taj Mahal/ }));
}

async function fillRequired(user: User) {
  await user.type(screen.getByLabelText('First name'), 'Ravi');
  await pickTajMahal(user);
  await user.type(screen.getByLabelText('Comment'), 'Worth the early start.');
}

const postButton = () => screen.getByRole('button', { name: 'Post review' });

describe('ReviewForm', () => {
  it('checks the form with the shared rules and messages and sends nothing (spec §5)', async () => {
    const inputs = recordPosts();
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email (optional)'), 'ravi@example');
    await user.type(screen.getByLabelText('Mobile number (optional)'), '12345');

    await user.click(postButton());

    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Email (optional)')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email.'));
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid 10-digit phone number.'),
    );
    expect(screen.getByRole('combobox', { name: 'Tour or place' })).toHaveAccessibleDescription(
      expect.stringContaining('Tour or place is required.'),
    );
    expect(screen.getByLabelText('Comment')).toHaveAccessibleDescription(expect.stringContaining('Comment is required.'));
    expect(inputs).toEqual([]);
  });

  it("takes no typed place: only a place picked from the list, and typing after a pick undoes it", async () => {
    const inputs = recordPosts();
    const { user } = renderForm();
    await fillRequired(user);
    const picker = screen.getByRole('combobox', { name: 'Tour or place' });

    await user.type(picker, ' and Agra Fort');
    await user.click(postButton());

    expect(await screen.findByText('Please choose a place from the list.')).toBeInTheDocument();
    expect(picker).toHaveFocus();
    expect(inputs).toEqual([]);
  });

  it('sends the picked place by ID with its title, the optional fields only when given, and ratings of 5 by default', async () => {
    const inputs = recordPosts();
    const { user, onPosted } = renderForm();
    await fillRequired(user);
    await user.click(within(screen.getByRole('group', { name: 'Guide rating' })).getByRole('radio', { name: '3 stars' }));

    await user.click(postButton());

    await vi.waitFor(() => expect(onPosted).toHaveBeenCalledOnce());
    expect(onPosted).toHaveBeenCalledWith(expect.objectContaining({ id: TAJ_MAHAL.id, slug: 'taj-mahal', title: 'Taj Mahal' }));
    expect(inputs).toEqual([
      {
        firstName: 'Ravi',
        lastName: null,
        email: null,
        phone: null,
        placeId: TAJ_MAHAL.id,
        tourPlace: 'Taj Mahal',
        guideRating: 3,
        overallRating: 5,
        rating: 5,
        comment: 'Worth the early start.',
      },
    ]);
  });

  it("fills a signed-in traveller's name from the account and shows the account's email, read-only", async () => {
    // The default admin's address passes no rule for a typed email: it is the account's, never checked here.
    signInAs({ ...ASHA.user, name: 'Asha Devi Verma', email: 'admin@localhost', role: 'ADMIN' });
    const inputs = recordPosts();
    const { user } = renderForm({ id: TAJ_MAHAL.id, title: TAJ_MAHAL.title, slug: TAJ_MAHAL.slug });

    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Last name (optional)')).toHaveValue('Devi Verma');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('admin@localhost');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription("Reviews are posted under your account's email, so you can edit them later.");
    expect(screen.getByRole('combobox', { name: 'Tour or place' })).toHaveValue('Taj Mahal');

    await user.type(screen.getByLabelText('Comment'), 'Lovely.');
    await user.click(postButton());

    await vi.waitFor(() => expect(inputs).toHaveLength(1));
    // The API takes the signed-in account's email; none is sent.
    expect(inputs[0]).toMatchObject({ firstName: 'Asha', lastName: 'Devi Verma', email: null, placeId: TAJ_MAHAL.id });
  });

  it("says 'Failed to submit review.' when the server refuses, with each message beside its field (placeId beside the picker)", async () => {
    recordPosts(() =>
      HttpResponse.json({
        data: {
          postReview: refusedReviewPayload('PostReviewPayload', [
            { code: 'UNKNOWN_PLACE', field: 'placeId', message: 'Please choose a place from the list.' },
            { code: 'TOO_LONG', field: 'comment', message: 'Comment must be at most 2000 characters.' },
          ]),
        },
      }),
    );
    const { user, onPosted } = renderForm();
    await fillRequired(user);

    await user.click(postButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit review.');
    const picker = screen.getByRole('combobox', { name: 'Tour or place' });
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('Please choose a place from the list.'));
    expect(picker).toHaveFocus();
    expect(screen.getByLabelText('Comment')).toHaveAccessibleDescription(expect.stringContaining('Comment must be at most 2000 characters.'));
    expect(onPosted).not.toHaveBeenCalled();
  });

  it('shows the posting limit refusal as the server words it', async () => {
    const limited = 'Too many reviews from this address. Please try again in 7 minutes.';
    recordPosts(() =>
      HttpResponse.json({ data: null, errors: [{ message: limited, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 420 } }] }),
    );
    const { user } = renderForm();
    await fillRequired(user);

    await user.click(postButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
  });

  it("says 'Failed to submit review.' when the server cannot be reached", async () => {
    recordPosts(() => HttpResponse.error());
    const { user } = renderForm();
    await fillRequired(user);

    await user.click(postButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit review.');
  });

  it("drops every cached list of reviews and updates the place's figures once posted", async () => {
    const { user, client, onPosted } = renderForm();
    const tajMahal = client.cache.identify({ __typename: 'Place', id: TAJ_MAHAL.id });
    client.writeQuery({
      query: CACHED_LISTS,
      data: { reviews: { __typename: 'ReviewConnection', nodes: [] }, reviewsPage: { __typename: 'ReviewPage', nodes: [] } },
    });
    client.writeFragment({ id: tajMahal, fragment: PLACE_FIGURES, data: { __typename: 'Place', averageRating: null, reviewCount: 0 } });
    expect(client.readQuery({ query: CACHED_LISTS })).not.toBeNull();
    await fillRequired(user);

    await user.click(postButton());

    await vi.waitFor(() => expect(onPosted).toHaveBeenCalledOnce());
    // Partial data would show a list left behind.
    expect(client.readQuery({ query: CACHED_LISTS, returnPartialData: true })).toBeNull();
    expect(client.readFragment({ id: tajMahal, fragment: PLACE_FIGURES })).toMatchObject({ averageRating: 5, reviewCount: 1 });
  });
});
