import type { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { rawEntityReader, type RawEntityReader } from '../../db/fast-reads/raw-entity-reader.js';
import { preparedQuery, type RunQuery } from '../../db/fast-reads/prepared-query.js';
import { readRawKeysetPage } from '../../graphql/relay/keyset.js';
import type { Page } from '../../graphql/relay/connection.js';
import { Place, placeFromJson, placeJsonOf } from '../catalogue/index.js';
import { Review } from './review.entity.js';
import { REVIEWS_PER_BLOCK, type RatingFigures } from './review-rating.js';

/** Which reviews a list holds: one place's, and only verified travellers'. */
export interface ReviewListFilter {
  readonly placeDatabaseId?: number | undefined;
  readonly verifiedOnly?: boolean | undefined;
}

/**
 * Where page N of the whole list starts (see the migration LinkReviewsToPlacesWithFigures): the block
 * holding its first review, found by a running sum over the blocks' counts, and how many reviews to
 * skip in it. The total is the sum of those counts.
 */
const pageStartSql = (counted: 'review_count' | 'verified_count') => `
  WITH running AS (
    SELECT block, ${counted} AS reviews, sum(${counted}) OVER (ORDER BY block DESC) AS through
    FROM review_blocks WHERE ${counted} > 0
  )
  SELECT total.reviews AS "totalCount", start.block, start.skip
  FROM (SELECT coalesce(sum(${counted}), 0)::integer AS reviews FROM review_blocks) total
  LEFT JOIN LATERAL (
    SELECT block, ($1 - (through - reviews))::integer AS skip FROM running WHERE through > $1 ORDER BY block DESC LIMIT 1
  ) start ON true`;

type FiguresRow = RatingFigures & { readonly id: number };
const figuresById = (rows: readonly FiguresRow[]) => new Map(rows.map(({ id, ...figures }) => [id, figures]));

const PLACE_OF_REVIEW_JSON = `(SELECT ${placeJsonOf('place')} FROM places place WHERE place.id = review.place_id)`;

/** Newest first is posting order: reads walk the primary key (or a place's index) backwards. */
export class ReviewService {
  private readonly reviews: Repository<Review>;
  private readonly reviewReader: RawEntityReader<Review>;
  /** The public list's reads: prepared statements. */
  private readonly read: RunQuery;

  constructor(private readonly dataSource: DataSource) {
    this.reviews = dataSource.getRepository(Review);
    this.reviewReader = rawEntityReader(dataSource, Review, 'review');
    this.read = preparedQuery(dataSource);
  }

  /**
   * A keyset page, newest first, and, `withPlaces`, in the same statement the places its reviews name (a review card
   * links its place); the total comes from the kept figures. Plain SQL: the public list is the hottest read there is.
   */
  async listRecent(
    args: { first: number; after?: string | null | undefined },
    { placeDatabaseId, verifiedOnly }: ReviewListFilter = {},
    { withPlaces }: { withPlaces: boolean },
  ): Promise<{ page: Page<Review>; places: Place[] }> {
    const places: Place[] = [];
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    if (placeDatabaseId !== undefined) conditions.push(`review.place_id = $${parameters.push(placeDatabaseId)}`);
    if (verifiedOnly) conditions.push('review.verified');
    const page = await readRawKeysetPage(
      this.read,
      {
        columns: `${this.reviewReader.columns}, ${withPlaces ? PLACE_OF_REVIEW_JSON : 'NULL'} AS "placeJson"`,
        from: 'FROM reviews review',
        conditions,
        parameters,
        // Newest first by id, of a place or verified: an index serves each combination (reviews_place_verified_idx…).
        planOnce: true,
        read: (row) => {
          const review = this.reviewReader.read(row);
          if (!withPlaces) return review;
          review.placeRead = row.placeJson === null ? null : placeFromJson(row.placeJson);
          if (review.placeRead) places.push(review.placeRead);
          return review;
        },
      },
      {
        ...args,
        columns: ['review.id'],
        columnTypes: ['number'],
        direction: 'DESC',
        cursorValues: (review) => [review.databaseId],
        countTotal: () => this.countOf({ placeDatabaseId, verifiedOnly }),
      },
    );
    return { page, places };
  }

  /** Page `page` (from 1) of `perPage` reviews, newest first, and how many there are in all. */
  async listPage(page: number, perPage: number, filter: ReviewListFilter = {}): Promise<{ nodes: Review[]; totalCount: number }> {
    const skipped = (page - 1) * perPage;
    if (filter.placeDatabaseId !== undefined) {
      const [nodes, totalCount] = await Promise.all([
        this.filtered(filter).orderBy('review.id', 'DESC').offset(skipped).limit(perPage).getMany(),
        this.countOf(filter),
      ]);
      return { nodes, totalCount };
    }
    const counted = filter.verifiedOnly ? 'verified_count' : 'review_count';
    const [start] = (await this.dataSource.query(pageStartSql(counted), [skipped])) as [
      { totalCount: number; block: number | null; skip: number | null },
    ];
    if (start.block === null) return { nodes: [], totalCount: start.totalCount };
    const nodes = await this.filtered(filter)
      .andWhere('review.id < :bound', { bound: (start.block + 1) * REVIEWS_PER_BLOCK })
      .orderBy('review.id', 'DESC')
      .offset(start.skip!)
      .limit(perPage)
      .getMany();
    return { nodes, totalCount: start.totalCount };
  }

  findById(databaseId: number): Promise<Review | null> {
    return this.reviews.findOneBy({ databaseId });
  }

  /** The kept figures of each place that has any (a place without reviews is absent). */
  async figuresOfPlaces(placeIds: readonly number[]): Promise<Map<number, RatingFigures>> {
    const rows = await this.read<FiguresRow>(
      `SELECT place_id AS "id", review_count AS "reviewCount", rating_sum::integer AS "ratingSum"
       FROM place_ratings WHERE place_id = ANY($1::int[])`,
      [[...placeIds]],
    );
    return figuresById(rows);
  }

  private filtered({ placeDatabaseId, verifiedOnly }: ReviewListFilter): SelectQueryBuilder<Review> {
    const query = this.reviews.createQueryBuilder('review');
    if (placeDatabaseId !== undefined) query.andWhere('review.place_id = :placeId', { placeId: placeDatabaseId });
    if (verifiedOnly) query.andWhere('review.verified');
    return query;
  }

  private async countOf({ placeDatabaseId, verifiedOnly }: ReviewListFilter): Promise<number> {
    const counted = verifiedOnly ? 'verified_count' : 'review_count';
    const [{ count }] = (await this.dataSource.query(
      placeDatabaseId === undefined
        ? `SELECT coalesce(sum(${counted}), 0)::integer AS count FROM review_blocks`
        : `SELECT coalesce((SELECT ${counted} FROM place_ratings WHERE place_id = $1), 0) AS count`,
      placeDatabaseId === undefined ? [] : [placeDatabaseId],
    )) as [{ count: number }];
    return count;
  }
}
