import { In, type DataSource, type Repository } from 'typeorm';
import { rawEntityReader, type RawEntityReader } from '../../db/fast-reads/raw-entity-reader.js';
import { preparedQuery, type RunQuery } from '../../db/fast-reads/prepared-query.js';
import { readRawKeysetPage } from '../../graphql/relay/keyset.js';
import type { Page } from '../../graphql/relay/connection.js';
import { Place } from './place.entity.js';
import { OrderDirection, PlaceOrderField } from './catalogue.types.js';
import { LOWER_TRIMMED_TEXTS, type PlaceListArgs } from './catalogue-reads.js';

/** `place_ratings` (kept by the reviews' triggers) joined to a place as `rating`: a place without reviews has no row. */
const RATING_FIGURES_COLUMNS = `coalesce(rating.review_count, 0) AS "keptReviewCount", coalesce(rating.rating_sum, 0)::integer AS "keptRatingSum"`;

/** A place as a review names it: enough to link the review and to check where its writer travelled. */
export interface ReviewablePlace {
  readonly databaseId: number;
  readonly title: string;
  readonly stateName: string;
}

const REVIEWABLE_PLACE_SQL = `
  SELECT place.id AS "databaseId", place.title, state.name AS "stateName"
  FROM places place JOIN states state ON state.id = place.state_id`;

/** The places of the catalogue: pages of them, and each by its id, slug or title (spec §2, §3). */
export class PlaceService {
  private readonly places: Repository<Place>;
  private readonly placeReader: RawEntityReader<Place>;
  /** The hot reads (the home page's featured places, a state's page): prepared statements. */
  private readonly read: RunQuery;

  constructor(private readonly dataSource: DataSource) {
    this.places = dataSource.getRepository(Place);
    this.placeReader = rawEntityReader(dataSource, Place, 'place');
    this.read = preparedQuery(dataSource);
  }

  /** Every place of the given states, in display order. */
  async findPlacesOfStates(stateIds: readonly number[]): Promise<Place[]> {
    return this.places.find({
      where: { stateId: In([...stateIds]) },
      order: { stateId: 'ASC', position: 'ASC', databaseId: 'ASC' },
    });
  }

  /** The places of the given curated tours, each tour's in the order it visits them. */
  async findPlacesOfCuratedTours(tourIds: readonly number[]): Promise<{ tourId: number; place: Place }[]> {
    const stops = (await this.dataSource.query(
      `SELECT tour_id AS "tourId", place_id AS "placeId" FROM curated_tour_places WHERE tour_id = ANY($1::int[]) ORDER BY tour_id, position`,
      [[...tourIds]],
    )) as { tourId: number; placeId: number }[];
    const places = new Map((await this.places.findBy({ databaseId: In(stops.map((stop) => stop.placeId)) })).map((place) => [place.databaseId, place]));
    return stops.flatMap(({ tourId, placeId }) => {
      const place = places.get(placeId);
      return place ? [{ tourId, place }] : [];
    });
  }

  /**
   * A page of places, in plain SQL (a hot list: the home page's featured places, a state's page); `withRatingFigures`
   * joins each one's kept review figures (`Place.keptRatingFigures`).
   */
  listPlaces(args: PlaceListArgs, { withRatingFigures = false } = {}): Promise<Page<Place>> {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    if (args.stateDatabaseId !== undefined) conditions.push(`place.state_id = $${parameters.push(args.stateDatabaseId)}`);
    if (args.stateSlug !== undefined) conditions.push(`place.state_id = (SELECT id FROM states WHERE slug = $${parameters.push(args.stateSlug)})`);
    // Written in, not passed: the featured few and the rest are each planned for what they are.
    if (args.featured !== undefined) conditions.push(args.featured ? 'place.featured' : 'NOT place.featured');
    const direction = args.orderBy?.direction ?? OrderDirection.ASC;
    const byPrice = args.orderBy?.field === PlaceOrderField.PRICE;
    return readRawKeysetPage(
      this.read,
      {
        columns: withRatingFigures ? `${this.placeReader.columns}, ${RATING_FIGURES_COLUMNS}` : this.placeReader.columns,
        from: withRatingFigures ? 'FROM places place LEFT JOIN place_ratings rating ON rating.place_id = place.id' : 'FROM places place',
        conditions,
        parameters,
        read: (row) => {
          const place = this.placeReader.read(row);
          if (withRatingFigures) place.keptRatingFigures = { reviewCount: row.keptReviewCount as number, ratingSum: row.keptRatingSum as number };
          return place;
        },
        // A state's place count (5 to 5,000) decides between walking the order's index and sorting its places.
        planOnce: args.stateDatabaseId === undefined && args.stateSlug === undefined,
      },
      {
        first: args.first,
        after: args.after,
        columns: byPrice ? ['place.price', 'place.id'] : ['place.title', 'place.id'],
        columnTypes: byPrice ? ['number', 'number'] : ['string', 'number'],
        direction,
        cursorValues: (place) => [byPrice ? place.price : place.title, place.databaseId],
      },
    );
  }

  findPlacesByIds(ids: readonly number[]): Promise<Place[]> {
    return this.places.findBy({ databaseId: In([...ids]) });
  }

  /** Every place with one of the titles, whatever the letter case or spaces around (titles may repeat across states). */
  findPlacesByTitles(titles: readonly string[]): Promise<Place[]> {
    return this.places.createQueryBuilder('place').where(`lower(place.title) = ANY(${LOWER_TRIMMED_TEXTS})`, { texts: [...titles] }).orderBy('place.id').getMany();
  }

  findPlaceById(databaseId: number): Promise<Place | null> {
    return this.places.findOneBy({ databaseId });
  }

  /**
   * The place a review names: by id, or by its title (case-insensitive) when exactly one place has it;
   * a title two places share names neither.
   */
  async findReviewablePlace(by: { readonly databaseId: number } | { readonly title: string }): Promise<ReviewablePlace | null> {
    const rows: ReviewablePlace[] =
      'databaseId' in by
        ? await this.dataSource.query(`${REVIEWABLE_PLACE_SQL} WHERE place.id = $1`, [by.databaseId])
        : await this.dataSource.query(`${REVIEWABLE_PLACE_SQL} WHERE lower(place.title) COLLATE "C" = lower(btrim($1)) COLLATE "C" LIMIT 2`, [by.title]);
    return rows.length === 1 ? rows[0]! : null;
  }

  findPlaceBySlug(slug: string): Promise<Place | null> {
    return this.places.findOneBy({ slug });
  }
}
