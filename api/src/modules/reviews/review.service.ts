import type { DataSource, Repository } from 'typeorm';
import { readKeysetPage } from '../../graphql/relay/keyset.js';
import type { Page } from '../../graphql/relay/connection.js';
import { Review } from './review.entity.js';

export class ReviewService {
  private readonly reviews: Repository<Review>;

  constructor(dataSource: DataSource) {
    this.reviews = dataSource.getRepository(Review);
  }

  /** Newest first. created_at is stored to the millisecond (see its migration) so the ISO cursor is exact. */
  listRecent(args: { first: number; after?: string | null | undefined }): Promise<Page<Review>> {
    return readKeysetPage(this.reviews.createQueryBuilder('review'), {
      ...args,
      columns: ['review.created_at', 'review.id'],
      columnTypes: ['string', 'number'],
      direction: 'DESC',
      cursorValues: (review) => [review.createdAt.toISOString(), review.databaseId],
    });
  }

  /** Page `page` (from 1) of `perPage` reviews, newest first, and how many there are in all. */
  async listPage(page: number, perPage: number): Promise<{ nodes: Review[]; totalCount: number }> {
    const [nodes, totalCount] = await this.reviews.findAndCount({
      order: { createdAt: 'DESC', databaseId: 'DESC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
    return { nodes, totalCount };
  }

  findById(databaseId: number): Promise<Review | null> {
    return this.reviews.findOneBy({ databaseId });
  }
}
