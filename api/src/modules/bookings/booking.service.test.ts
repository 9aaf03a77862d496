import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntityManager } from 'typeorm';
import { openTestDatabase } from '../../db/test-database.js';
import type { Database } from '../../db/database.js';
import { QueryCounter } from '../../db/query-counter.js';
import { Actor, type AccountLookup } from '../../graphql/actor.js';
import { ForbiddenError, UnauthenticatedError } from '../../graphql/errors.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { MailQueue, type MailMessage } from '../mail/index.js';
import type { Logger } from '../../logger.js';
import { signedInActor, visitorActor } from '../../testing/actors.js';
import { capturedLog } from '../../testing/captured-log.js';
import { createCatalogue, findTourDetails, type Catalogue } from '../catalogue/index.js';
import { createAccount } from '../accounts/account.fixtures.js';
import { BookingListService } from './booking-list.service.js';
import { bookingReferences } from './booking-reference.js';
import { BookingService, type BookingRequest } from './booking.service.js';

/** An instant given as India Standard Time (UTC+05:30). */
const ist = (localDateTime: string) => new Date(`${localDateTime}+05:30`);

let database: Database;
let catalogue: Catalogue;
let traveller: Actor;
let tourId: string;
let pricePerPerson: number;
let clock = ist('2030-03-01T10:00:00');
const sent: MailMessage[] = [];
let mailQueue: MailQueue;
const queries = new QueryCounter();
beforeAll(async () => {
  database = await openTestDatabase({ logger: queries });
  catalogue = createCatalogue(database.dataSource);
  mailQueue = new MailQueue(database.dataSource, { isDelivering: true, send: async (message) => void sent.push(message), close: () => undefined });
  traveller = signedInActor(await createAccount(database.dataSource));
  const [state] = await database.dataSource.query(
    `SELECT s.id, sum(p.price)::int AS price FROM states s JOIN places p ON p.state_id = s.id GROUP BY s.id ORDER BY s.name LIMIT 1`,
  );
  tourId = toGlobalId('Tour', state.id);
  pricePerPerson = state.price;
});
afterAll(async () => {
  await mailQueue.stop();
  await database.close();
});

const service = (queue: MailQueue = mailQueue, logger?: Logger) =>
  new BookingService({
    dataSource: database.dataSource,
    catalogue,
    mailQueue: queue,
    operatorEmail: 'operator@indiatours.test',
    now: () => clock,
    ...(logger ? { logger } : {}),
  });
const aRequest = (arrivalDate: string, departureDate = arrivalDate): BookingRequest => ({
  tourId,
  name: 'Meera Iyer',
  phone: '9988776655',
  adults: 2,
  children: 1,
  country: 'IN',
  arrivalDate,
  departureDate,
});
const mailCount = async () => (await database.dataSource.query(`SELECT count(*)::int AS count FROM mail_outbox`))[0].count as number;
const statusOf = async (bookingId: number) =>
  (await database.dataSource.query(`SELECT status FROM bookings WHERE id = $1`, [bookingId]))[0].status as string;

describe('BookingService.book: bookings close 48 hours before the trip starts (00:00 IST of the arrival)', () => {
  it('books an arrival whose 00:00 IST is exactly 48 hours away, and refuses it one millisecond later', async () => {
    clock = ist('2030-03-08T00:00:00');
    expect((await service().book(traveller, aRequest('2030-03-10'))).errors).toEqual([]);
    clock = new Date(ist('2030-03-08T00:00:00').getTime() + 1);
    const refused = await service().book(traveller, aRequest('2030-03-10'));
    expect(refused.errors).toEqual([
      {
        field: ['input', 'arrivalDate'],
        code: 'ARRIVAL_TOO_SOON',
        message: 'Bookings close 48 hours before the trip starts: the earliest arrival date is 11/03/2030.',
      },
    ]);
  });

  it('takes "today" in India: at 23:00 UTC on the 1st it is already the 2nd in India, so the 1st is past', async () => {
    clock = new Date('2030-03-01T23:00:00Z');
    const result = await service().book(traveller, aRequest('2030-03-01'));
    expect(result.errors.map((error) => error.code)).toEqual(['DATE_IN_PAST', 'DATE_IN_PAST']);
  });

  it('stores the per-person price and the party total at booking time, and a reference', async () => {
    clock = ist('2030-03-01T10:00:00');
    const { booking } = await service().book(traveller, aRequest('2030-04-10', '2030-04-12'));
    expect(booking).toMatchObject({ pricePerPerson, totalPrice: pricePerPerson * 3 });
    expect(booking!.reference).toMatch(/^IT-[2-9A-HJ-NP-Z]{8}$/);
    await database.dataSource.query(`UPDATE places SET price = price + 1000`);
    const [stored] = await database.dataSource.query(`SELECT price_per_person, total_price FROM bookings WHERE id = $1`, [booking!.databaseId]);
    expect(stored).toEqual({ price_per_person: pricePerPerson, total_price: pricePerPerson * 3 });
    await database.dataSource.query(`UPDATE places SET price = price - 1000`);
  });
});

describe('BookingService.cancel: the 24-hour rule and the fee, at the database, with the clock injected', () => {
  it('cancels while the trip starts exactly 24 hours from now, charging the 100% band, and refuses one millisecond later', async () => {
    clock = ist('2030-03-01T10:00:00');
    const first = (await service().book(traveller, aRequest('2030-03-10', '2030-03-20'))).booking!;
    const second = (await service().book(traveller, aRequest('2030-03-10', '2030-03-20'))).booking!;
    clock = ist('2030-03-09T00:00:00');
    expect((await service().cancel(traveller, first.databaseId)).booking).toMatchObject({
      status: 'CANCELLED',
      cancellationFeePercent: 100,
      cancellationFee: first.totalPrice,
      refund: 0,
    });
    clock = new Date(ist('2030-03-09T00:00:00').getTime() + 1);
    const refused = await service().cancel(traveller, second.databaseId);
    expect(refused.errors.map((error) => error.code)).toEqual(['TOO_LATE_TO_CANCEL']);
    expect(await statusOf(second.databaseId)).toBe('CONFIRMED');
  });

  it('counts to the arrival, not the departure: a trip under way cannot be cancelled', async () => {
    clock = ist('2030-03-01T10:00:00');
    const { booking } = await service().book(traveller, aRequest('2030-03-10', '2030-03-30'));
    clock = ist('2030-03-12T10:00:00');
    expect((await service().cancel(traveller, booking!.databaseId)).errors.map((error) => error.code)).toEqual(['TOO_LATE_TO_CANCEL']);
  });

  it.each([
    ['45 days ahead: no fee', '2030-06-15T00:00:00', 0],
    ['44 days ahead: 30%', '2030-06-15T00:00:00.001', 30],
    ['29 days ahead: 60%', '2030-06-30T00:00:00.001', 60],
  ])('charges the band that applies at the moment of cancelling (%s) and mails what was charged', async (_band, now, percent) => {
    clock = ist('2030-03-01T10:00:00');
    const { booking } = await service().book(traveller, aRequest('2030-07-30', '2030-08-02'));
    clock = new Date(`${now}+05:30`);
    const { booking: cancelled } = await service().cancel(traveller, booking!.databaseId);
    const fee = Math.floor((booking!.totalPrice * percent + 50) / 100);
    expect(cancelled).toMatchObject({ cancellationFeePercent: percent, cancellationFee: fee, refund: booking!.totalPrice - fee });
    await expect.poll(() => sent.find((message) => message.subject === `Booking cancelled: ${booking!.tourTitle} (${booking!.reference})`)?.text).toContain(
      `Cancellation fee: ${percent}%`,
    );
  });
});

describe('BookingService: what the traveller was shown is what happens', () => {
  it('refuses a cancel whose shown fee band has ended (FEE_CHANGED, with the new fee) and changes nothing', async () => {
    clock = ist('2030-03-01T10:00:00');
    const { booking } = await service().book(traveller, aRequest('2030-07-30', '2030-08-02'));
    clock = ist('2030-06-20T10:00:00');
    const refused = await service().cancel(traveller, booking!.databaseId, 0);
    expect(refused.errors).toEqual([
      {
        code: 'FEE_CHANGED',
        field: ['input', 'expectedFeePercent'],
        message: 'The cancellation fee changed to 30% since this page was loaded. Nothing was cancelled: please check the new fee and confirm again.',
      },
    ]);
    expect(await statusOf(booking!.databaseId)).toBe('CONFIRMED');
    expect((await service().cancel(traveller, booking!.databaseId, 30)).booking).toMatchObject({ status: 'CANCELLED', cancellationFeePercent: 30 });
  });

  it('answers a retried form with its first booking even once the 48-hour close has passed', async () => {
    clock = ist('2030-03-01T10:00:00');
    const request = { ...aRequest('2030-03-05', '2030-03-06'), idempotencyKey: 'retry-after-close-0001' };
    const first = await service().book(traveller, request);
    clock = ist('2030-03-04T10:00:00');
    const retried = await service().book(traveller, request);
    expect(retried).toMatchObject({ errors: [], booking: { reference: first.booking!.reference } });
  });

  it('refuses a tour without places (TOUR_UNAVAILABLE) rather than book it for ₹0', async () => {
    clock = ist('2030-03-01T10:00:00');
    const [{ id }] = await database.dataSource.query(`INSERT INTO states (slug, name, kind) VALUES ('empty-state', 'Empty State', 'STATE') RETURNING id`);
    const result = await service().book(traveller, { ...aRequest('2030-04-10'), tourId: toGlobalId('Tour', id) });
    expect(result.errors.map((error) => error.code)).toEqual(['TOUR_UNAVAILABLE']);
  });
});

describe('BookingService.book: the confirmation mail', () => {
  it('queues it for the traveller and a copy for the operator, delivered after the commit', async () => {
    clock = ist('2030-03-01T10:00:00');
    const result = await service().book(traveller, aRequest('2030-03-20'));
    expect(result.confirmationMailQueued).toBe(true);
    const reference = `Booking reference: ${result.booking!.reference}`;
    await expect.poll(() => sent.filter((message) => message.text.includes(reference)).map((message) => message.to).sort()).toEqual([
      result.booking!.email,
      'operator@indiatours.test',
    ]);
    expect(sent.find((message) => message.to === result.booking!.email && message.text.includes(reference))!.text).toContain(
      'Cancel before 04/03/2030 23:59 IST: fee 60%',
    );
  });

  it('keeps the booking and says the mail was not queued when queueing fails', async () => {
    const log = capturedLog();
    const failingQueue = { enqueue: async (manager: EntityManager) => void (await manager.query(`SELECT 1 / 0`)), notify: vi.fn() };
    const before = await mailCount();
    const result = await service(failingQueue as unknown as MailQueue, log.logger).book(traveller, aRequest('2030-03-21'));
    expect(result).toMatchObject({ confirmationMailQueued: false, errors: [] });
    expect(await statusOf(result.booking!.databaseId)).toBe('CONFIRMED');
    expect(await mailCount()).toBe(before);
    expect(failingQueue.notify).not.toHaveBeenCalled();
    expect(log.entries()).toEqual([
      expect.objectContaining({ msg: 'Booking mail could not be queued', mail: 'confirmation', errorClass: 'QueryFailedError', sqlState: '22012' }),
    ]);
  });
});

describe('BookingService.book: a booking is one insert, its mails queued first, its idempotency key checked by that insert', () => {
  /** Reads its account as the app's per-request loader does: one statement. */
  const actorReadingItsAccount = (actor: Actor) => {
    const accounts: AccountLookup = {
      load: async (id) => (await database.dataSource.query(`SELECT id AS "databaseId", email FROM users WHERE id = $1`, [id]))[0],
    };
    return new Actor(actor.viewer, { clientAddress: actor.clientAddress }, accounts);
  };
  /** Queues without sending: no sender's statement lands among the ones counted. */
  const queueOnly = () => new MailQueue(database.dataSource, undefined);

  it('makes 7 statements after reading the tour: the account, then a transaction of the two mails and one statement taking the seats and inserting', async () => {
    clock = ist('2030-03-01T10:00:00');
    queries.reset();
    await findTourDetails(catalogue, tourId);
    const tourReads = queries.count;
    queries.reset();
    const request = { ...aRequest('2030-04-20'), idempotencyKey: 'statements-0001' };
    const { booking } = await service(queueOnly()).book(actorReadingItsAccount(traveller), request);
    expect(booking!.confirmationMailId).not.toBeNull();
    const statements = queries.statements.slice(tourReads).map((statement) => statement.trim().split(/\s+/).slice(0, 3).join(' '));
    expect(statements).toEqual([
      'SELECT id AS',
      'START TRANSACTION',
      'SAVEPOINT booking_mail',
      'INSERT INTO mail_outbox',
      'INSERT INTO mail_outbox',
      'WITH seats AS',
      'COMMIT',
    ]);
  });

  it('answers a repeated form with its first booking and drops the mails it queued for it', async () => {
    clock = ist('2030-03-01T10:00:00');
    const request = { ...aRequest('2030-04-21'), idempotencyKey: 'repeated-form-0001' };
    const first = await service(queueOnly()).book(traveller, request);
    const mailsBefore = await mailCount();
    const repeated = await service(queueOnly()).book(traveller, request);
    expect(repeated).toEqual({ booking: first.booking, confirmationMailQueued: true, errors: [] });
    expect(await mailCount()).toBe(mailsBefore);
  });

  it('draws another reference when the one drawn is taken, and mails the one the booking keeps', async () => {
    clock = ist('2030-03-01T10:00:00');
    const first = (await service(queueOnly()).book(traveller, aRequest('2030-04-22'))).booking!;
    const [{ lastMailId }] = await database.dataSource.query(`SELECT max(id)::int AS "lastMailId" FROM mail_outbox`);
    vi.spyOn(bookingReferences, 'next').mockReturnValueOnce(first.reference);
    const second = (await service(queueOnly()).book(traveller, aRequest('2030-04-22'))).booking!;
    expect(second.reference).not.toBe(first.reference);
    const queued = (await database.dataSource.query(`SELECT subject FROM mail_outbox WHERE id > $1 ORDER BY id`, [lastMailId])) as { subject: string }[];
    expect(queued.map((mail) => mail.subject)).toEqual([`Booking confirmed: ${second.tourTitle} (${second.reference})`, `New booking ${second.reference}: ${second.tourTitle}`]);
  });
});

describe('the services refuse by themselves, whichever door the call came in by', () => {
  it('refuses a caller without a session to book, cancel or list', async () => {
    await expect(service().book(visitorActor(), aRequest('2030-03-20'))).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(service().cancel(visitorActor(), 1)).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(new BookingListService(database.dataSource).listOwn(visitorActor(), { first: 6 })).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('refuses a user every booking and the top states', async () => {
    const lists = new BookingListService(database.dataSource);
    await expect(lists.listAll(traveller, { first: 6 })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(lists.topBookedStates(traveller)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
