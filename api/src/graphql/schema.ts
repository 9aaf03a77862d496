import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { SubmissionQuota } from '../db/submission-quota.js';
import { canHoldListeningConnection, channelListener } from '../db/fast-reads/notification-listener.js';
import { Actor } from './actor.js';
import { validateArgument, VALIDATOR_OPTIONS } from './execution/argument-validation.js';
import { callFieldResolversDirectly } from './execution/direct-field-resolvers.js';
import { authChecker } from './auth-checker.js';
import type { BaseContext, RequestInfo, SessionCookie } from './context.js';
import { NodeResolver } from './relay/node.resolver.js';
import type { NodeFetchers } from './relay/node.js';
import {
  AccountService,
  LoginThrottle,
  PasswordResetService,
  SessionCache,
  SESSION_CHANGES_CHANNEL,
  SessionService,
  SIGN_UP_ADDRESS_QUOTA,
  sessionChangeHandlers,
  accountNodeFetchers,
  accountResolvers,
  createAccountLoaders,
  type AccountsContext,
} from '../modules/accounts/index.js';
import {
  AvailabilityService,
  CalendarEditingService,
  availabilityResolvers,
  createAvailabilityLoaders,
  type AvailabilityContext,
} from '../modules/availability/index.js';
import {
  BookingChangeService,
  BookingListService,
  BookingService,
  bookingNodeFetchers,
  bookingResolvers,
  createBookingLoaders,
  type BookingsContext,
} from '../modules/bookings/index.js';
import {
  CatalogueEditingService,
  CATALOGUE_CHANGES_CHANNEL,
  createCatalogue,
  StatesCache,
  catalogueChangeHandlers,
  catalogueNodeFetchers,
  catalogueResolvers,
  createCatalogueLoaders,
  type CatalogueContext,
} from '../modules/catalogue/index.js';
import {
  REVIEW_POST_QUOTA,
  ReviewService,
  ReviewWritingService,
  createReviewLoaders,
  reviewNodeFetchers,
  reviewResolvers,
  type ReviewsContext,
} from '../modules/reviews/index.js';
import {
  CONTACT_ADDRESS_QUOTA,
  CONTACT_EMAIL_QUOTA,
  ContactDeskService,
  ContactService,
  contactNodeFetchers,
  contactResolvers,
  createContactLoaders,
  type ContactContext,
  type GrievanceOfficerContact,
} from '../modules/contact/index.js';
import { MailDeskService, createMailLoaders, mailNodeFetchers, mailResolvers, type MailContext, type MailQueue } from '../modules/mail/index.js';
import {
  TRIP_PLAN_ADDRESS_QUOTA,
  TRIP_PLAN_EMAIL_QUOTA,
  TripPlanDeskService,
  TripPlanService,
  createTripPlanLoaders,
  tripPlanNodeFetchers,
  tripPlanResolvers,
  type TripPlansContext,
} from '../modules/trip-plans/index.js';
import type { Logger } from '../logger.js';

/** The composition root: the only place that knows every feature (STYLE §10). */
export type RequestContext = BaseContext & AccountsContext & CatalogueContext & ReviewsContext & BookingsContext & AvailabilityContext & ContactContext & MailContext & TripPlansContext;

/**
 * With `fastPaths`, resolver methods called without type-graphql's wrapper where nothing is lost; without, as
 * type-graphql builds them. Plain fields are read as properties either way (`simpleResolvers`, `simple`: type-graphql's
 * public options; simple-fields.test.ts keeps every guarded field off them). Arguments are
 * validated once per value with the fast paths, by type-graphql as shipped without.
 * The schema is the same either way (schema.test.ts).
 */
export async function buildAppSchema({ fastPaths }: { readonly fastPaths: boolean }): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: [NodeResolver, ...accountResolvers, ...catalogueResolvers, ...reviewResolvers, ...bookingResolvers, ...availabilityResolvers, ...contactResolvers, ...mailResolvers, ...tripPlanResolvers],
    authChecker,
    ...(fastPaths ? { validateFn: validateArgument } : { validate: VALIDATOR_OPTIONS }),
    emitSchemaFile: false,
  });
  if (fastPaths) callFieldResolversDirectly(schema);
  return schema;
}

const nodeFetchers: NodeFetchers<RequestContext> = { ...accountNodeFetchers, ...catalogueNodeFetchers, ...reviewNodeFetchers, ...bookingNodeFetchers, ...contactNodeFetchers, ...mailNodeFetchers, ...tripPlanNodeFetchers };

/** What the HTTP layer hands over for one request. */
export interface HttpExchange {
  readonly sessionToken: string | undefined;
  readonly request: RequestInfo;
  readonly sessionCookie: SessionCookie;
}

export interface ContextDependencies {
  readonly mailQueue: MailQueue;
  /** Origin of the web client, for links in mail. */
  readonly publicUrl: string;
  /** Receives a copy of each booking confirmation, every contact message and every trip plan; none when undefined. */
  readonly operatorEmail?: string | undefined;
  /** Named in every contact acknowledgement and shown to everyone (`grievanceOfficer`). */
  readonly grievanceOfficer: GrievanceOfficerContact;
  /** How often a feature's queue looks for work left by another instance; its default when undefined. */
  readonly queuePollIntervalMs?: number | undefined;
  /** Hot reads as pipelined named statements, and what is kept in memory while the database tells of changes (Config.fastPaths). */
  readonly fastPaths: boolean;
  /** For what background work and services log outside a request's answer. */
  readonly logger: Logger;
}

/** Work a feature does outside requests (draining its queue tables), started and stopped with the app. */
export interface BackgroundWork {
  start(): void;
  stop(): Promise<void>;
}

export interface AppServices {
  createContext(exchange: HttpExchange): Promise<RequestContext>;
  readonly backgroundWork: readonly BackgroundWork[];
}

/**
 * Services are built once; loaders per request so nothing cached leaks between callers. The viewer is read from the
 * session table (or, on a database that can tell this instance of session changes, from the few seconds' cache of
 * it), never from input; the request's Actor holds it and reads the account, if a service asks, through the request's
 * own loader. On such a database the lists of states read from the states kept in memory, told of their changes alike.
 */
export function createAppServices(
  dataSource: DataSource,
  { mailQueue, publicUrl, operatorEmail, grievanceOfficer, queuePollIntervalMs, fastPaths, logger }: ContextDependencies,
): AppServices {
  const sessionCache = new SessionCache();
  const sessions = new SessionService(dataSource, sessionCache);
  const statesCache = new StatesCache();
  // Without the fast paths nothing is kept: the caches answer only while told of changes, and nothing tells them.
  const changesTold = fastPaths && canHoldListeningConnection(dataSource)
    ? [
        channelListener(
          dataSource,
          { [SESSION_CHANGES_CHANNEL]: sessionChangeHandlers(sessionCache), [CATALOGUE_CHANGES_CHANNEL]: catalogueChangeHandlers(statesCache) },
          logger,
        ),
      ]
    : [];
  const mutationEnded = () => statesCache.forgetAll();
  const accountService = new AccountService(dataSource, sessions, new LoginThrottle(dataSource), new SubmissionQuota(SIGN_UP_ADDRESS_QUOTA));
  const passwordResets = new PasswordResetService(dataSource, sessions, mailQueue, publicUrl, logger, queuePollIntervalMs);
  const catalogue = createCatalogue(dataSource, statesCache);
  const catalogueEditing = new CatalogueEditingService(dataSource);
  const reviewService = new ReviewService(dataSource);
  const bookingService = new BookingService({ dataSource, catalogue, mailQueue, operatorEmail, logger });
  const bookingList = new BookingListService(dataSource);
  const bookingChanges = new BookingChangeService({ dataSource, mailQueue, operatorEmail });
  const availability = new AvailabilityService(dataSource);
  const calendarEditing = new CalendarEditingService(dataSource);
  const mailDesk = new MailDeskService(dataSource, mailQueue);
  const postLimit = new SubmissionQuota(REVIEW_POST_QUOTA);
  const reviewWriting = new ReviewWritingService({ dataSource, postLimit, places: catalogue.places, travels: bookingList });
  const addressQuota = new SubmissionQuota(CONTACT_ADDRESS_QUOTA);
  const emailQuota = new SubmissionQuota(CONTACT_EMAIL_QUOTA);
  const contactService = new ContactService({ dataSource, mailQueue, addressQuota, emailQuota, operatorEmail, grievanceOfficer });
  const contactDesk = new ContactDeskService(dataSource);
  const tripPlanQuotas = { addressQuota: new SubmissionQuota(TRIP_PLAN_ADDRESS_QUOTA), emailQuota: new SubmissionQuota(TRIP_PLAN_EMAIL_QUOTA) };
  const tripPlanService = new TripPlanService({ dataSource, catalogue, mailQueue, ...tripPlanQuotas, operatorEmail });
  const tripPlanDesk = new TripPlanDeskService(dataSource);
  const createContext = async ({ sessionToken, request, sessionCookie }: HttpExchange): Promise<RequestContext> => {
    const viewer = await sessions.resolve(sessionToken);
    const accountLoaders = createAccountLoaders(accountService);
    return {
      nodeFetchers,
      actor: new Actor(viewer, request, accountLoaders.userById),
      request,
      sessionCookie,
      mutationEnded,
      accounts: { service: accountService, passwordResets, loaders: accountLoaders },
      catalogue: { ...catalogue, editing: catalogueEditing, loaders: createCatalogueLoaders(catalogue) },
      reviews: { service: reviewService, writing: reviewWriting, loaders: createReviewLoaders(reviewService) },
      bookings: { service: bookingService, lists: bookingList, changes: bookingChanges, loaders: createBookingLoaders(bookingList, mailQueue) },
      availability: { service: availability, editing: calendarEditing, loaders: createAvailabilityLoaders(availability) },
      contact: { service: contactService, desk: contactDesk, loaders: createContactLoaders(contactDesk, mailQueue) },
      mailDesk: { service: mailDesk, loaders: createMailLoaders(mailDesk) },
      tripPlans: { service: tripPlanService, desk: tripPlanDesk, loaders: createTripPlanLoaders(tripPlanDesk) },
    };
  };
  return { createContext, backgroundWork: [passwordResets, ...changesTold] };
}
