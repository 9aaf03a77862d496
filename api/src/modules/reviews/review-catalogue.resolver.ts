import { Ctx, FieldResolver, Float, Int, Resolver, Root } from 'type-graphql';
import { readWhenReady, type MaybePromise } from '../../graphql/execution/maybe-promise.js';
import { Place, Tour, placeOf, stateTourCardOf, type CatalogueContext } from '../catalogue/index.js';
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
  place(@Root() review: Review, @Ctx() { catalogue }: Context): MaybePromise<Place | null> {
    return review.placeRead !== undefined ? review.placeRead : placeOf(review.placeId, catalogue.loaders);
  }
}

/** A place's figures: joined to the page that read it when it asked for them (a page of place cards), else batched. */
function figuresOfPlace(place: Place, { reviews }: Context): MaybePromise<RatingFigures> {
  return place.keptRatingFigures ?? reviews.loaders.figuresByPlaceId.load(place.databaseId);
}

@Resolver(() => Place)
export class PlaceRatingResolver {
  @FieldResolver(() => Float, { nullable: true, description: AVERAGE })
  averageRating(@Root() place: Place, @Ctx() context: Context): MaybePromise<number | null> {
    return readWhenReady(figuresOfPlace(place, context), averageRating);
  }

  @FieldResolver(() => Int, { description: 'How many reviews are about this place.' })
  reviewCount(@Root() place: Place, @Ctx() context: Context): MaybePromise<number> {
    return readWhenReady(figuresOfPlace(place, context), (figures) => figures.reviewCount);
  }
}

/**
 * A tour's figures are those of all its places' reviews taken together. A state's tour keeps them on its card (one
 * row, at hand when the tour was read with it, as the home page's list is).
 */
function figuresOfTour(tour: Tour, { reviews, catalogue }: Context): MaybePromise<RatingFigures> {
  if (tour.state) return stateTourCardOf(tour, catalogue.loaders);
  return catalogue.loaders.placesByCuratedTourId
    .load(tour.curated!.databaseId)
    .then((places) => Promise.all(places.map((place) => reviews.loaders.figuresByPlaceId.load(place.databaseId))))
    .then(sumOfFigures);
}

@Resolver(() => Tour)
export class TourRatingResolver {
  @FieldResolver(() => Float, { nullable: true, description: `Over the reviews of all the places the tour visits. ${AVERAGE}` })
  averageRating(@Root() tour: Tour, @Ctx() context: Context): MaybePromise<number | null> {
    return readWhenReady(figuresOfTour(tour, context), averageRating);
  }

  @FieldResolver(() => Int, { description: 'How many reviews are about the places the tour visits.' })
  reviewCount(@Root() tour: Tour, @Ctx() context: Context): MaybePromise<number> {
    return readWhenReady(figuresOfTour(tour, context), (figures) => figures.reviewCount);
  }
}
