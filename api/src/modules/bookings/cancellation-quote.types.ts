import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'What cancelling a confirmed booking would cost now, by the policy of /about (spec §9). Fee bands count whole days from now to the trip start (00:00 IST of the arrival date): 45 or more, no fee (no deposit is taken online, so nothing is kept); 44–30, 30%; 29–15, 60%; 14 or fewer, 100%. Cancelling closes 24 hours before the start.',
  simpleResolvers: true,
})
export class CancellationQuote {
  @Field(() => Boolean, { description: 'Whether `cancelBooking` would succeed now.' })
  isCancellable: boolean;

  @Field(() => Int, { nullable: true, description: 'The fee band that applies now, in percent of `totalPrice`; null once cancelling has closed.' })
  feePercent: number | null;

  @Field(() => Int, { nullable: true, description: 'The fee that applies now, in whole rupees; null once cancelling has closed.' })
  fee: number | null;

  @Field(() => Int, { nullable: true, description: 'What would be refunded now, in whole rupees; null once cancelling has closed.' })
  refund: number | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the band that applies now ends: the next band starts, or cancelling closes. Null once closed.',
  })
  currentBandEndsAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'The fee percent after `currentBandEndsAt`; null when cancelling closes then.' })
  nextFeePercent: number | null;

  @Field(() => Date, { description: 'The last instant a cancel is accepted: 24 hours before the trip starts.' })
  cancellableUntil: Date;

  @Field(() => String, {
    description:
      'The quote in one sentence, in IST, e.g. "Cancel before 14/03/2027 23:59 IST: fee 30% (₹4,500), refund ₹10,500; after that 60%."',
  })
  summary: string;
}
