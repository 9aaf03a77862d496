import { normalizeEmail } from '@india-tours/validation';
import type { DataSource, Repository } from 'typeorm';
import type { Actor } from '../../graphql/actor.js';
import { ForbiddenError, NotFoundError } from '../../graphql/errors.js';
import type { MaybePromise } from '../../graphql/execution/maybe-promise.js';
import { admitOrThrow } from '../../graphql/submission-limits.js';
import { Role } from '../../graphql/viewer.js';
import type { ReviewablePlace } from '../catalogue/index.js';
import { Review } from './review.entity.js';
import { reviewServerMessages } from './review.errors.js';
import type { SubmissionQuota } from '../../db/submission-quota.js';
import type { ReviewError } from './review.types.js';
import {
  reviewDraftErrors,
  reviewEditErrors,
  reviewRow,
  unknownPlaceError,
  type PlaceChoice,
  type ReviewDraftInput,
  type ReviewEditInput,
} from './review.validation.js';

export interface ReviewWriteResult {
  readonly review: Review | null;
  readonly errors: ReviewError[];
}

/** The catalogue, as reviews need it: the place a review names. */
export interface PlaceDirectory {
  findReviewablePlace(by: { readonly databaseId: number } | { readonly title: string }): Promise<ReviewablePlace | null>;
}

/** The bookings, as reviews need them: whether an account has travelled in a state. */
export interface TravelRecord {
  hasStartedTripIn(userId: number, stateName: string, now: Date): Promise<boolean>;
}

export interface ReviewWritingOptions {
  readonly dataSource: DataSource;
  readonly postLimit: SubmissionQuota;
  readonly places: PlaceDirectory;
  readonly travels: TravelRecord;
  readonly now?: () => Date;
}

/** A place ID that names no place is the whole problem with the place: the text it stands in for is not asked for. */
function withPlaceErrors(ruleErrors: ReviewError[], placeErrors: ReviewError[]): ReviewError[] {
  if (placeErrors.length === 0) return ruleErrors;
  return [...ruleErrors.filter((error) => error.field?.[1] !== 'tourPlace'), ...placeErrors];
}

interface ChosenPlace {
  readonly place: ReviewablePlace | null;
  readonly tourPlace: string;
  readonly errors: ReviewError[];
}

/** Posting, editing and deleting reviews. Takes the writer explicitly, as the Actor; knows nothing of GraphQL or HTTP. */
export class ReviewWritingService {
  private readonly reviews: Repository<Review>;
  private readonly now: () => Date;

  constructor(private readonly options: ReviewWritingOptions) {
    this.reviews = options.dataSource.getRepository(Review);
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Anyone may post (spec §6), a few per client address per 10 minutes. The post is counted in its own
   * transaction: a broken rule, or a post that fails, is not counted.
   */
  async post(actor: Actor, input: ReviewDraftInput): Promise<ReviewWriteResult> {
    const { place, tourPlace, errors: placeErrors } = await this.chosenPlace(input);
    const draft = { ...input, tourPlace };
    const errors = withPlaceErrors(reviewDraftErrors(draft), placeErrors);
    if (errors.length > 0) return { review: null, errors };
    const author = await actor.account();
    const origin = { author, placeId: place?.databaseId ?? null, verified: await this.isVerified(author?.id ?? null, place) };
    const databaseId = await this.options.dataSource.transaction(async (manager) => {
      await admitOrThrow(manager, [{ quota: this.options.postLimit, key: actor.clientAddress, refusal: reviewServerMessages.tooManyPosts }]);
      return (await manager.save(manager.create(Review, reviewRow(draft, origin)))).databaseId;
    });
    return { review: await this.reviews.findOneByOrFail({ databaseId }), errors: [] };
  }

  /**
   * The author's edit (admins too may edit only their own: spec §6). Existence is checked before the
   * rules; the place is linked again, and the mark weighed again, from what the edit names.
   */
  async update(actor: Actor, databaseId: number, input: ReviewEditInput): Promise<ReviewWriteResult> {
    const review = await this.findOrThrow(databaseId);
    if (!(await this.canEdit(actor, review))) throw new ForbiddenError(reviewServerMessages.notYours);
    const { place, tourPlace, errors: placeErrors } = await this.chosenPlace(input, review);
    const edit = { ...input, tourPlace };
    const errors = withPlaceErrors(reviewEditErrors(edit), placeErrors);
    if (errors.length > 0) return { review: null, errors };
    await this.reviews.update(
      { databaseId },
      {
        tourPlace: edit.tourPlace.trim(),
        placeId: place?.databaseId ?? null,
        verified: await this.isVerified(review.authorId, place),
        comment: edit.comment.trim(),
        rating: edit.rating,
      },
    );
    return { review: await this.reviews.findOneByOrFail({ databaseId }), errors: [] };
  }

  /** The author's own review, or any review for an admin. */
  async delete(actor: Actor, databaseId: number): Promise<void> {
    const review = await this.findOrThrow(databaseId);
    if (!(await this.canDelete(actor, review))) throw new ForbiddenError(reviewServerMessages.notYours);
    await this.reviews.delete({ databaseId });
  }

  /**
   * Spec §6: a review is its author's to edit, matched by the signed-in account's email (an admin's too: only their own).
   * A visitor, or a review without an email, is answered at once (no account read, no promise): a page of cards asks each card.
   */
  canEdit(actor: Actor, review: Review): MaybePromise<boolean> {
    if (actor.viewer === null || review.email === null) return false;
    return this.isAccountEmail(actor, review.email);
  }

  /** Spec §6: the author may delete their own review, an admin any. */
  canDelete(actor: Actor, review: Review): MaybePromise<boolean> {
    return actor.viewer?.role === Role.ADMIN || this.canEdit(actor, review);
  }

  /**
   * A place named by id must exist; a text links to the one place of that title, if any; an edit that
   * keeps the text keeps the link it had (its place may have been renamed since). A linked review's
   * text is its place's title.
   */
  private async chosenPlace({ placeDatabaseId, tourPlace }: PlaceChoice, current?: Review): Promise<ChosenPlace> {
    const text = tourPlace ?? '';
    const { places } = this.options;
    if (placeDatabaseId !== null && placeDatabaseId !== undefined) {
      const place = await places.findReviewablePlace({ databaseId: placeDatabaseId });
      return place ? { place, tourPlace: place.title, errors: [] } : { place: null, tourPlace: text, errors: [unknownPlaceError] };
    }
    if (current && text.trim() === current.tourPlace) {
      const place = current.placeId === null ? null : await places.findReviewablePlace({ databaseId: current.placeId });
      return { place, tourPlace: current.tourPlace, errors: [] };
    }
    const place = text.trim() === '' ? null : await places.findReviewablePlace({ title: text });
    return { place, tourPlace: place?.title ?? text, errors: [] };
  }

  /** "Verified traveller": posted signed in, about a place of a state where the author's trip has started. */
  private async isVerified(authorId: number | null, place: ReviewablePlace | null): Promise<boolean> {
    if (authorId === null || place === null) return false;
    return this.options.travels.hasStartedTripIn(authorId, place.stateName, this.now());
  }

  private async isAccountEmail(actor: Actor, email: string): Promise<boolean> {
    const account = await actor.account();
    return account !== null && normalizeEmail(email) === normalizeEmail(account.email);
  }

  private async findOrThrow(databaseId: number): Promise<Review> {
    const review = await this.reviews.findOneBy({ databaseId });
    if (!review) throw new NotFoundError(reviewServerMessages.notFound);
    return review;
  }
}
