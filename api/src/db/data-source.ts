import 'reflect-metadata';
import { DataSource, type Logger } from 'typeorm';
import { CreateCatalogue1763848800000 } from '../../../migrations/1763848800000-CreateCatalogue.js';
import { CreateReviews1763848800001 } from '../../../migrations/1763848800001-CreateReviews.js';
import { CreateAccounts1795424258028 } from '../../../migrations/1795424258028-CreateAccounts.js';
import { CreateMailOutbox1795424258029 } from '../../../migrations/1795424258029-CreateMailOutbox.js';
import { AddFeaturedPlaces1795424258030 } from '../../../migrations/1795424258030-AddFeaturedPlaces.js';
import { CreateSignInAddresses1795424258031 } from '../../../migrations/1795424258031-CreateSignInAddresses.js';
import { AddOutboxClaimToken1795424258032 } from '../../../migrations/1795424258032-AddOutboxClaimToken.js';
import { CreatePasswordResetRequests1795424258033 } from '../../../migrations/1795424258033-CreatePasswordResetRequests.js';
import { AddTourEdits1795424258034 } from '../../../migrations/1795424258034-AddTourEdits.js';
import { CreateReviewSubmissions1795424258035 } from '../../../migrations/1795424258035-CreateReviewSubmissions.js';
import { CreateBookings1795424258036 } from '../../../migrations/1795424258036-CreateBookings.js';
import { CreateCuratedTours1795424258037 } from '../../../migrations/1795424258037-CreateCuratedTours.js';
import { AddBookingReferencesPricesAndCounts1795424258038 } from '../../../migrations/1795424258038-AddBookingReferencesPricesAndCounts.js';
import { LinkReviewsToPlacesWithFigures1795424258039 } from '../../../migrations/1795424258039-LinkReviewsToPlacesWithFigures.js';
import { GeneraliseSubmissionCounts1795424258040 } from '../../../migrations/1795424258040-GeneraliseSubmissionCounts.js';
import { CreateContactMessages1795424258041 } from '../../../migrations/1795424258041-CreateContactMessages.js';
import { CreateTripPlans1795424258042 } from '../../../migrations/1795424258042-CreateTripPlans.js';
import { IndexOutboxByStatus1795424258043 } from '../../../migrations/1795424258043-IndexOutboxByStatus.js';
import { CreateTourCards1795424258044 } from '../../../migrations/1795424258044-CreateTourCards.js';
import { CountAllBookingsPerState1795424258046 } from '../../../migrations/1795424258046-CountAllBookingsPerState.js';
import { StoreTourCardTextUncompressed1795424258047 } from '../../../migrations/1795424258047-StoreTourCardTextUncompressed.js';
import { NotifySessionChanges1795424258048 } from '../../../migrations/1795424258048-NotifySessionChanges.js';
import { KeepTourCardPreviews1795424258049 } from '../../../migrations/1795424258049-KeepTourCardPreviews.js';
import { IndexStatesByNameAndId1795424258050 } from '../../../migrations/1795424258050-IndexStatesByNameAndId.js';
import { NotifyCatalogueChanges1795424258051 } from '../../../migrations/1795424258051-NotifyCatalogueChanges.js';
import { CreateTourCalendars1795424258052 } from '../../../migrations/1795424258052-CreateTourCalendars.js';
import { CreateBookingChanges1795424258053 } from '../../../migrations/1795424258053-CreateBookingChanges.js';
import { accountEntities } from '../modules/accounts/index.js';
import { availabilityEntities } from '../modules/availability/index.js';
import { bookingEntities } from '../modules/bookings/index.js';
import { catalogueEntities } from '../modules/catalogue/index.js';
import { contactEntities } from '../modules/contact/index.js';
import { mailEntities } from '../modules/mail/index.js';
import { reviewEntities } from '../modules/reviews/index.js';
import { tripPlanEntities } from '../modules/trip-plans/index.js';

export interface DataSourceOptions {
  readonly url: string;
  /** 1 on the embedded database (one session), more on a server. */
  readonly poolSize: number;
  readonly logger?: Logger;
  /** Connections that can take pipelined reads (fast-reads/pipelined-reads.ts); off: as pg makes them. */
  readonly pipeline?: boolean;
}

/** The explicit entity and migration lists: nothing is discovered by globbing, nothing synchronised. */
export function createDataSource({ url, poolSize, logger, pipeline = false }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...accountEntities, ...catalogueEntities, ...reviewEntities, ...bookingEntities, ...availabilityEntities, ...contactEntities, ...mailEntities, ...tripPlanEntities],
    migrations: [
      CreateCatalogue1763848800000,
      CreateReviews1763848800001,
      CreateAccounts1795424258028,
      CreateMailOutbox1795424258029,
      AddFeaturedPlaces1795424258030,
      CreateSignInAddresses1795424258031,
      AddOutboxClaimToken1795424258032,
      CreatePasswordResetRequests1795424258033,
      AddTourEdits1795424258034,
      CreateReviewSubmissions1795424258035,
      CreateBookings1795424258036,
      CreateCuratedTours1795424258037,
      AddBookingReferencesPricesAndCounts1795424258038,
      LinkReviewsToPlacesWithFigures1795424258039,
      GeneraliseSubmissionCounts1795424258040,
      CreateContactMessages1795424258041,
      CreateTripPlans1795424258042,
      IndexOutboxByStatus1795424258043,
      CreateTourCards1795424258044,
      CountAllBookingsPerState1795424258046,
      StoreTourCardTextUncompressed1795424258047,
      NotifySessionChanges1795424258048,
      KeepTourCardPreviews1795424258049,
      IndexStatesByNameAndId1795424258050,
      NotifyCatalogueChanges1795424258051,
      CreateTourCalendars1795424258052,
      CreateBookingChanges1795424258053,
    ],
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: logger ? ['query'] : false,
    ...(logger ? { logger } : {}),
    // node-postgres waits forever for a pooled connection by default (STACK-NOTES). TCP keepalive: a database
    // host that vanishes without a reset (power loss, partition) fails its connections within minutes (the
    // kernel's probe interval) instead of leaving their queries waiting for ever. Pipelined connections take the hot
    // reads of one event-loop turn together (pipelined-reads.ts); used one query at a time, as TypeORM and
    // transactions use them, they behave as any other.
    extra: { ...(pipeline ? { pipeline: true } : {}), max: poolSize, connectionTimeoutMillis: 5000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 },
  });
}
