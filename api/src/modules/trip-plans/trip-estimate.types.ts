import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'What a trip plan was estimated to be when it was sent, by the rule the planner shows as it is filled (`tripEstimate` of @india-tours/validation/trip-plans), from the prices of that day. An estimate, not a quote: the operator confirms the price.',
  simpleResolvers: true,
})
export class TripEstimate {
  @Field(() => String, { description: 'The distinct destinations of the chosen places, in the order chosen, joined with arrows and returning to the first (as tour cards read).' })
  route: string;

  @Field(() => Int, { description: 'Calendar days from the arrival date to the departure date, both counted.' })
  days: number;

  @Field(() => Int, { description: 'The planner and every named co-traveller.' })
  travellers: number;

  @Field(() => Int, { description: "The sum of the chosen places' prices per person, in whole rupees." })
  pricePerPerson: number;

  @Field(() => Int, { description: '`pricePerPerson` × `travellers`, in whole rupees.' })
  totalPrice: number;
}
