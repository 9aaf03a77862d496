import { normalizeEmail } from '@india-tours/validation';
import type { DataSource, Repository } from 'typeorm';
import { ForbiddenError, NotFoundError, RateLimitedError } from '../../graphql/errors.js';
import { Review } from './review.entity.js';
import { reviewServerMessages } from './review.errors.js';
import type { ReviewPostLimit } from './review-post-limit.js';
import type { ReviewError } from './review.types.js';
import { reviewDraftErrors, reviewEditErrors, reviewRow, type ReviewDraft, type ReviewEdit } from './review.validation.js';

/** Who is writing: the signed-in account's email (null for a visitor) and role. */
export interface ReviewWriter {
  readonly accountEmail: string | null;
  readonly isAdmin: boolean;
}

export interface ReviewWriteResult {
  readonly review: Review | null;
  readonly errors: ReviewError[];
}

/** Spec §6: a review is its author's (matched by email) to edit and delete; admins may delete any. */
export function isOwnReview(review: Review, writer: ReviewWriter): boolean {
  return writer.accountEmail !== null && review.email !== null && normalizeEmail(review.email) === normalizeEmail(writer.accountEmail);
}

export const canDeleteReview = (review: Review, writer: ReviewWriter) => writer.isAdmin || isOwnReview(review, writer);

/** Posting, editing and deleting reviews. Takes the writer explicitly; knows nothing of GraphQL or HTTP. */
export class ReviewWritingService {
  private readonly reviews: Repository<Review>;

  constructor(
    dataSource: DataSource,
    private readonly postLimit: ReviewPostLimit,
  ) {
    this.reviews = dataSource.getRepository(Review);
  }

  /** Anyone may post (spec §6), a few per client address per 10 minutes; a broken rule is not counted. */
  async post(draft: ReviewDraft, writer: ReviewWriter, clientAddress: string): Promise<ReviewWriteResult> {
    const errors = reviewDraftErrors(draft);
    if (errors.length > 0) return { review: null, errors };
    const retryAfterSeconds = await this.postLimit.admit(clientAddress);
    if (retryAfterSeconds !== null) {
      throw new RateLimitedError(reviewServerMessages.tooManyPosts(Math.ceil(retryAfterSeconds / 60)), retryAfterSeconds);
    }
    const { databaseId } = await this.reviews.save(this.reviews.create(reviewRow(draft, writer.accountEmail)));
    return { review: await this.reviews.findOneByOrFail({ databaseId }), errors: [] };
  }

  /** The author's edit (admins too may edit only their own: spec §6). Existence is checked before the rules. */
  async update(databaseId: number, edit: ReviewEdit, writer: ReviewWriter): Promise<ReviewWriteResult> {
    const review = await this.findOrThrow(databaseId);
    if (!isOwnReview(review, writer)) throw new ForbiddenError(reviewServerMessages.notYours);
    const errors = reviewEditErrors(edit);
    if (errors.length > 0) return { review: null, errors };
    await this.reviews.update({ databaseId }, { tourPlace: edit.tourPlace.trim(), comment: edit.comment.trim(), rating: edit.rating });
    return { review: await this.reviews.findOneByOrFail({ databaseId }), errors: [] };
  }

  /** The author's own review, or any review for an admin. */
  async delete(databaseId: number, writer: ReviewWriter): Promise<void> {
    const review = await this.findOrThrow(databaseId);
    if (!canDeleteReview(review, writer)) throw new ForbiddenError(reviewServerMessages.notYours);
    await this.reviews.delete({ databaseId });
  }

  private async findOrThrow(databaseId: number): Promise<Review> {
    const review = await this.reviews.findOneBy({ databaseId });
    if (!review) throw new NotFoundError(reviewServerMessages.notFound);
    return review;
  }
}
