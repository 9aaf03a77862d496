import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntityManager } from 'typeorm';
import { openTestDatabase } from '../../db/test-database.js';
import type { Database } from '../../db/database.js';
import { ForbiddenError, UnauthenticatedError } from '../../graphql/errors.js';
import { Role, type Viewer } from '../../graphql/viewer.js';
import { MailOutbox } from '../../mail/outbox.js';
import type { MailMessage } from '../../mail/mailer.js';
import { CatalogueService } from '../catalogue/index.js';
import { createAccount } from '../accounts/account.fixtures.js';
import { BookingListService } from './booking-list.service.js';
import { BookingService, type BookingRequest } from './booking.service.js';

/** An instant given as India Standard Time (UTC+05:30). */
const ist = (localDateTime: string) => new Date(`${localDateTime}+05:30`);

let database: Database;
let catalogue: CatalogueService;
let viewer: Viewer;
let stateId: number;
let clock = ist('2030-03-01T10:00:00');
const sent: MailMessage[] = [];
let outbox: MailOutbox;
beforeAll(async () => {
  database = await openTestDatabase();
  catalogue = new CatalogueService(database.dataSource);
  outbox = new MailOutbox(database.dataSource, { isDelivering: true, send: async (message) => void sent.push(message), close: () => undefined });
  viewer = { userId: (await createAccount(database.dataSource)).id, role: Role.USER, sessionId: 0 };
  [{ id: stateId }] = await database.dataSource.query(`SELECT id FROM states ORDER BY name LIMIT 1`);
});
afterAll(async () => {
  await outbox.stop();
  await database.close();
});

const service = (mailOutbox: MailOutbox = outbox) => new BookingService(database.dataSource, catalogue, mailOutbox, () => clock);
const aRequest = (departureDate: string): BookingRequest => ({
  tourStateId: stateId,
  name: 'Meera Iyer',
  phone: '9988776655',
  adults: 1,
  children: 0,
  country: 'IN',
  arrivalDate: departureDate,
  departureDate,
});

describe('BookingService.cancel: the 24-hour rule at the database, with the clock injected', () => {
  it('cancels a departure whose 00:00 IST is exactly 24 hours away', async () => {
    clock = ist('2030-03-01T10:00:00');
    const { booking } = await service().book(viewer, aRequest('2030-03-10'));
    clock = ist('2030-03-09T00:00:00');
    expect((await service().cancel(viewer, booking!.databaseId)).booking?.status).toBe('CANCELLED');
  });

  it('refuses one millisecond later and leaves the booking confirmed', async () => {
    clock = ist('2030-03-01T10:00:00');
    const { booking } = await service().book(viewer, aRequest('2030-03-10'));
    clock = new Date(ist('2030-03-09T00:00:00').getTime() + 1);
    const result = await service().cancel(viewer, booking!.databaseId);
    expect(result.errors.map((error) => error.code)).toEqual(['TOO_LATE_TO_CANCEL']);
    const [{ status }] = await database.dataSource.query(`SELECT status FROM bookings WHERE id = $1`, [booking!.databaseId]);
    expect(status).toBe('CONFIRMED');
  });

  it('takes "today" in India: at 23:00 UTC on the 1st it is already the 2nd in India, so the 1st is past', async () => {
    clock = new Date('2030-03-01T23:00:00Z');
    const result = await service().book(viewer, aRequest('2030-03-01'));
    expect(result.errors.map((error) => error.code)).toEqual(['DATE_IN_PAST', 'DATE_IN_PAST']);
    expect((await service().book(viewer, aRequest('2030-03-02'))).errors).toEqual([]);
  });
});

describe('BookingService.book: the confirmation mail', () => {
  it('queues it in the same transaction and delivers it after the commit', async () => {
    clock = ist('2030-03-01T10:00:00');
    const result = await service().book(viewer, aRequest('2030-03-20'));
    expect(result.confirmationMailQueued).toBe(true);
    await expect.poll(() => sent.some((message) => message.text.includes(`Booking reference: ${result.booking!.databaseId}`))).toBe(true);
  });

  it('keeps the booking and says the mail was not queued when queueing fails', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failingOutbox = { enqueue: async (manager: EntityManager) => void (await manager.query(`SELECT 1 / 0`)), notify: vi.fn() };
    const before = (await database.dataSource.query(`SELECT count(*)::int AS count FROM mail_outbox`))[0].count;
    const result = await service(failingOutbox as unknown as MailOutbox).book(viewer, aRequest('2030-03-21'));
    expect(result).toMatchObject({ confirmationMailQueued: false, errors: [] });
    const [row] = await database.dataSource.query(`SELECT status FROM bookings WHERE id = $1`, [result.booking!.databaseId]);
    expect(row.status).toBe('CONFIRMED');
    expect((await database.dataSource.query(`SELECT count(*)::int AS count FROM mail_outbox`))[0].count).toBe(before);
    expect(failingOutbox.notify).not.toHaveBeenCalled();
    expect(errorLog).toHaveBeenCalledOnce();
    errorLog.mockRestore();
  });
});

describe('the services refuse by themselves, whichever door the call came in by', () => {
  it('refuses a caller without a session to book, cancel or list', async () => {
    await expect(service().book(null, aRequest('2030-03-20'))).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(service().cancel(null, 1)).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(new BookingListService(database.dataSource).listOwn(null, { first: 6 })).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('refuses a user every booking and the top states', async () => {
    const lists = new BookingListService(database.dataSource);
    await expect(lists.listAll(viewer, { first: 6 })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(lists.topBookedStates(viewer)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
