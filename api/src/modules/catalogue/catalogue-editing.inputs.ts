import { Field, ID, InputType, Int } from 'type-graphql';
import { MultilineText } from '../../graphql/text-input-guard.js';

/*
 * No size checks here: every rule, lengths included, runs in the service and comes back as a payload
 * error beside its field with a message a person can act on. The request body limit bounds the rest.
 */

@InputType({
  description:
    'An admin\'s edit of a place (spec §5: all five fields required). Its slug, destination and display order stay as they are, so links keep working.',
})
export class UpdatePlaceInput {
  @Field(() => ID, { description: 'Global ID of the place.' })
  id: string;

  @Field(() => String, { description: 'Name of the place: 1 to 200 characters (spaces around it are dropped).' })
  title: string;

  @MultilineText()
  @Field(() => String, { description: 'A few sentences about the place: 1 to 5000 characters.' })
  description: string;

  @Field(() => String, { description: 'Nearest city or town: 1 to 200 characters.' })
  city: string;

  @Field(() => Int, { description: 'Price of the guided tour per person, in whole Indian rupees: 1 to 1000000 (₹10,00,000).' })
  price: number;

  @Field(() => String, {
    description: 'Image URL: a path on this site (starting with `/`, not `//`) or an absolute https URL; at most 2000 characters.',
  })
  image: string;
}

const KEPT_WHEN_OMITTED = 'Omitted or null: kept as it is.';

@InputType({
  description:
    "An admin's edit of a state's special tour: four fields, each shown instead of the value derived from the state's places (the places themselves are unchanged). A field left out is kept; an empty one returns to the derived value (`Tour.derived`).",
})
export class UpdateTourInput {
  @Field(() => ID, { description: 'Global ID of the tour (`Tour.id`).' })
  id: string;

  @Field(() => String, {
    nullable: true,
    description: `Title of the tour card, e.g. "Golden Triangle of Rajasthan": at most 200 characters; empty for '{state} Tour'. ${KEPT_WHEN_OMITTED}`,
  })
  title?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Image URL: a path on this site (starting with \`/\`, not \`//\`) or an absolute https URL; at most 2000 characters; empty for the first place's image. ${KEPT_WHEN_OMITTED}`,
  })
  image?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The route as travellers read it, e.g. "Jaipur → Udaipur → Jaipur": at most 1000 characters; empty for the places' destinations joined with arrows. ${KEPT_WHEN_OMITTED}`,
  })
  route?: string | null;

  @MultilineText()
  @Field(() => String, {
    nullable: true,
    description: `What the tour visits, e.g. "Hawa Mahal, Amber Fort": at most 4000 characters; empty for the places' titles, comma-joined. ${KEPT_WHEN_OMITTED}`,
  })
  attractions?: string | null;
}
