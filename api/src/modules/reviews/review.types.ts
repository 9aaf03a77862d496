import { ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/relay/connection.js';
import { Review } from './review.entity.js';

@ObjectType({ description: 'A page of reviews, newest first.' })
export class ReviewConnection extends Connection(Review, 'Review', 'A review.') {}
