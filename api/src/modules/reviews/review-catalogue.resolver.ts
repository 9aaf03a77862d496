import { Ctx, FieldResolver, Float, Int, Resolver, Root } from 'type-graphql';
import { Place, Tour, placeOf, type CatalogueContext } from '../catalogue/index.js';
import { Review } from './review.entity.js';
import type { ReviewsContext } from './review.resolver.js';
import { averageRating, sumOfFigures, type RatingFigures } from './review-rating.js';

type Context = ReviewsContext & CatalogueContext;

const AVERAGE = 'The mean of the `rating` of its reviews, to one decimal (e.g. 4.3); null without reviews. Kept up to date with every post, edit and delete.';

@Resolver(() => Review)
export class ReviewPlaceResolver {
  @FieldResolver(() => Place, {
    nullable: true,
    description: 'The catalogue place the review is about; null when its `tourPlace` names no single place of the catalogue.',
  })
  async place(@Root() review: Review, @Ctx() { catalogue }: Context): Promise<Place | null> {
    return placeOf(review.placeId, catalogue.loaders);
  }
}

/** A place's figures: joined to the page that read it when it asked for them (a page of place cards), else batched. */
function figuresOfPlace(place: Place, { reviews }: Context): RatingFigures | Promise<RatingFigures> {
  return place.keptRatingFigures ?? reviews.loaders.figuresByPlaceId.load(place.databaseId);
}

@Resolver(() => Place)
export class PlaceRatingResolver {
  @FieldResolver(() => Float, { nullable: true, description: AVERAGE })
  async averageRating(@Root() place: Place, @Ctx() context: Context): Promise<number | null> {
    return averageRating(await figuresOfPlace(place, context));
  }

  @FieldResolver(() => Int, { description: 'How many reviews are about this place.' })
  async reviewCount(@Root() place: Place, @Ctx() context: Context): Promise<number> {
    return (await figuresOfPlace(place, context)).reviewCount;
  }
}

/** A tour's figures are those of all its places' reviews taken together. */
async function figuresOfTour(tour: Tour, { reviews, catalogue }: Context): Promise<RatingFigures> {
  if (tour.state) {
    // Kept on the state's tour card (one row, which the home page's tour list has already read).
    const { reviewCount, ratingSum } = await catalogue.loaders.tourCardByStateId.load(tour.state.databaseId);
    return { reviewCount, ratingSum };
  }
  const places = await catalogue.loaders.placesByCuratedTourId.load(tour.curated!.databaseId);
  return sumOfFigures(await Promise.all(places.map((place) => reviews.loaders.figuresByPlaceId.load(place.databaseId))));
}

@Resolver(() => Tour)
export class TourRatingResolver {
  @FieldResolver(() => Float, { nullable: true, description: `Over the reviews of all the places the tour visits. ${AVERAGE}` })
  async averageRating(@Root() tour: Tour, @Ctx() context: Context): Promise<number | null> {
    return averageRating(await figuresOfTour(tour, context));
  }

  @FieldResolver(() => Int, { description: 'How many reviews are about the places the tour visits.' })
  async reviewCount(@Root() tour: Tour, @Ctx() context: Context): Promise<number> {
    return (await figuresOfTour(tour, context)).reviewCount;
  }
}
