import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from 'typeorm';
import { addDays } from '@india-tours/validation/dates';
import { tripEstimate } from '@india-tours/validation/trip-plans';
import { openTestDatabase } from '../../db/test-database.js';
import type { Database } from '../../db/database.js';
import { SubmissionQuota } from '../../db/submission-quota.js';
import { MailQueue, type MailMessage } from '../mail/index.js';
import { signedInActor, visitorActor } from '../../testing/actors.js';
import { createCatalogue } from '../catalogue/index.js';
import { createAccount } from '../accounts/account.fixtures.js';
import { aPlannerEmail, allTripPlanRows, queuedMailCount, seededStates, type SeededState } from './trip-plan.fixtures.js';
import { TRIP_PLAN_ADDRESS_QUOTA, TRIP_PLAN_EMAIL_QUOTA } from './trip-plan.rules.js';
import { TripPlanService, type TripPlanRequest } from './trip-plan.service.js';

/** An instant given as India Standard Time (UTC+05:30). */
const ist = (localDateTime: string) => new Date(`${localDateTime}+05:30`);

let database: Database;
let mailQueue: MailQueue;
let kerala: SeededState;
let other: SeededState;
/** More states than a plan may hold (with kerala and other among them). */
let eleven: SeededState[];
const clock = ist('2030-03-10T00:10:00');
let addressSerial = 0;
const visitor = () => visitorActor(`198.51.100.${(addressSerial += 1)}`);
beforeAll(async () => {
  database = await openTestDatabase();
  mailQueue = new MailQueue(database.dataSource, { isDelivering: true, send: async () => undefined, close: () => undefined });
  eleven = await seededStates(database.dataSource, 11);
  [kerala, other] = eleven as [SeededState, SeededState];
});
afterAll(async () => {
  await mailQueue.stop();
  await database.close();
});

const service = (queue: MailQueue = mailQueue) =>
  new TripPlanService({
    dataSource: database.dataSource,
    catalogue: createCatalogue(database.dataSource),
    mailQueue: queue,
    addressQuota: new SubmissionQuota(TRIP_PLAN_ADDRESS_QUOTA),
    emailQuota: new SubmissionQuota(TRIP_PLAN_EMAIL_QUOTA),
    operatorEmail: 'operator@indiatours.test',
    now: () => clock,
  });
const aRequest = (overrides: Partial<TripPlanRequest> = {}): TripPlanRequest => ({
  stateIds: [kerala.databaseId],
  stateNames: [],
  placeIds: kerala.places.slice(0, 2).map((place) => place.databaseId),
  placeTitles: [],
  coTravellers: ['Ravi Kumar', '   '],
  arrivalDate: '2030-03-10',
  departureDate: '2030-03-14',
  email: aPlannerEmail(),
  ...overrides,
});
/** The first `count` places of the first ten states, with those states. */
const placesOfTen = (count: number) => {
  const ten = eleven.slice(0, 10);
  return { stateIds: ten.map((state) => state.databaseId), placeIds: ten.flatMap((state) => state.places).slice(0, count).map((place) => place.databaseId) };
};
/** How many submissions are counted against these keys (client addresses, emails), whatever the quota. */
const countedAgainst = async (...keys: string[]) =>
  ((await database.dataSource.query(`SELECT count(*)::int AS count FROM submissions WHERE subject = ANY($1)`, [keys])) as [{ count: number }])[0].count;

describe('TripPlanService.create: the rules of spec §5 "Customize", each with its field, code and message', () => {
  const [first, second] = [0, 1];
  it.each([
    ['no state', () => ({ stateIds: [], placeIds: [] }), 'stateIds', 'REQUIRED', 'Please add at least one state.'],
    ['a state ID that names none', () => ({ stateIds: [kerala.databaseId, 0] }), 'stateIds', 'UNKNOWN_STATE', 'One of the chosen states is no longer in the catalogue. Please choose the states again.'],
    ['a state name that names none', () => ({ stateIds: [], stateNames: ['Atlantis'], placeIds: [] }), 'stateNames', 'UNKNOWN_STATE', 'State no. 1 in the list is not in our catalogue. Please choose a state from the list.'],
    ['a state name that names none, second in the list', () => ({ stateIds: [], stateNames: [kerala.name, 'Atlantis'], placeIds: [] }), 'stateNames', 'UNKNOWN_STATE', 'State no. 2 in the list is not in our catalogue. Please choose a state from the list.'],
    ['a state twice by ID', () => ({ stateIds: [kerala.databaseId, kerala.databaseId] }), 'stateIds', 'DUPLICATE', 'Each state can be added only once.'],
    ['a state twice by name', () => ({ stateIds: [], stateNames: [kerala.name, ` ${kerala.name.toUpperCase()}`], placeIds: [] }), 'stateNames', 'DUPLICATE', 'Each state can be added only once.'],
    ['a state by ID and again by name', () => ({ stateNames: [kerala.name] }), 'stateIds', 'DUPLICATE', 'Each state can be added only once.'],
    ['a place twice by ID', () => ({ placeIds: [kerala.places[first]!.databaseId, kerala.places[first]!.databaseId] }), 'placeIds', 'DUPLICATE', 'Each place can be added only once.'],
    ['a place by ID and again by its title', () => ({ placeTitles: [kerala.places[first]!.title] }), 'placeIds', 'DUPLICATE', 'Each place can be added only once.'],
    ['11 states', () => ({ stateIds: eleven.map((state) => state.databaseId), placeIds: [] }), 'stateIds', 'TOO_MANY', 'Choose at most 10 states.'],
    ['31 places', () => placesOfTen(31), 'placeIds', 'TOO_MANY', 'Choose at most 30 places.'],
    ['an arrival 731 days ahead (IST)', () => ({ arrivalDate: addDays('2030-03-10', 731), departureDate: addDays('2030-03-10', 732) }), 'arrivalDate', 'DATE_TOO_FAR', 'The arrival date can be at most 730 days from today.'],
    ['a departure 91 days after the arrival', () => ({ departureDate: addDays('2030-03-10', 91) }), 'departureDate', 'TRIP_TOO_LONG', 'A trip can last at most 90 days.'],
    ['a place twice by title', () => ({ placeIds: [], placeTitles: [kerala.places[second]!.title, kerala.places[second]!.title.toLowerCase()] }), 'placeTitles', 'DUPLICATE', 'Each place can be added only once.'],
    ['a place ID that names none', () => ({ placeIds: [999_999] }), 'placeIds', 'UNKNOWN_PLACE', 'One of the chosen places is no longer in the catalogue. Please choose the places again.'],
    ['a place title that names none', () => ({ placeTitles: ['Lost City'] }), 'placeTitles', 'UNKNOWN_PLACE', 'Place no. 1 in the list is not in our catalogue. Please choose a place from the list.'],
    ['a place of another state by ID', () => ({ placeIds: [other.places[first]!.databaseId] }), 'placeIds', 'PLACE_NOT_IN_STATES', () => `${other.places[first]!.title} is not in the states you chose. Please add its state or remove the place.`],
    ['a place of another state by title', () => ({ placeIds: [], placeTitles: [other.places[second]!.title] }), 'placeTitles', 'PLACE_NOT_IN_STATES', () => `${other.places[second]!.title} is not in the states you chose. Please add its state or remove the place.`],
    ['a co-traveller of 101 characters', () => ({ coTravellers: ['x'.repeat(101)] }), 'coTravellers', 'TOO_LONG', "Each co-traveller's name must be at most 100 characters."],
    ['an arrival yesterday (IST)', () => ({ arrivalDate: '2030-03-09' }), 'arrivalDate', 'DATE_IN_PAST', 'The arrival date cannot be before today (India time).'],
    ['an arrival that is no date', () => ({ arrivalDate: '2030-02-30' }), 'arrivalDate', 'INVALID_DATE', 'Please enter a valid arrival date.'],
    ['a departure before the arrival', () => ({ arrivalDate: '2030-03-12', departureDate: '2030-03-11' }), 'departureDate', 'DEPARTURE_BEFORE_ARRIVAL', 'The departure date cannot be before the arrival date.'],
    ["a visitor's missing email", () => ({ email: null }), 'email', 'REQUIRED', 'Email is required.'],
    ['a malformed email', () => ({ email: 'asha@' }), 'email', 'INVALID_EMAIL', 'Please enter a valid email.'],
  ])('refuses %s, and stores and mails nothing', async (_case, override, field, code, message) => {
    const [before, mailsBefore] = [await allTripPlanRows(database.dataSource), await queuedMailCount(database.dataSource)];
    const result = await service().create(visitor(), aRequest(override()));
    expect(result).toEqual({ tripPlan: null, errors: [{ field: ['input', field], code, message: typeof message === 'function' ? message() : message }] });
    expect(await allTripPlanRows(database.dataSource)).toEqual(before);
    expect(await queuedMailCount(database.dataSource)).toBe(mailsBefore);
  });

  it("counts today in India: at 00:10 IST on the 10th (still the 9th in UTC) an arrival on the 10th is taken", async () => {
    expect(clock.toISOString().slice(0, 10)).toBe('2030-03-09');
    const { tripPlan, errors } = await service().create(visitor(), aRequest({ arrivalDate: '2030-03-10', departureDate: '2030-03-10' }));
    expect(errors).toEqual([]);
    expect(tripPlan!.estimate.days).toBe(1);
  });

  it('takes 10 states, 30 places, an arrival 730 days ahead and a trip of 90 days', async () => {
    expect(eleven.slice(0, 10).flatMap((state) => state.places).length).toBeGreaterThan(30);
    const request = aRequest({ ...placesOfTen(30), arrivalDate: addDays('2030-03-10', 730), departureDate: addDays('2030-03-10', 820) });
    const { errors } = await service().create(visitor(), request);
    expect(errors).toEqual([]);
  });

  it('tells apart two places of the same title in different states: they are not one place twice', async () => {
    const namesake = await database.dataSource.query(
      `INSERT INTO places (state_id, slug, title, description, destination, city, price, image)
       SELECT $1, 'namesake-' || id, title, description, destination, city, price, image FROM places WHERE id = $2 RETURNING id`,
      [other.databaseId, kerala.places[0]!.databaseId],
    );
    const request = aRequest({ stateIds: [kerala.databaseId, other.databaseId], placeIds: [kerala.places[0]!.databaseId, namesake[0].id] });
    const { tripPlan, errors } = await service().create(visitor(), request);
    expect(errors).toEqual([]);
    expect(tripPlan!.placeTitles).toEqual([kerala.places[0]!.title, kerala.places[0]!.title]);
  });

  it('reports the first broken rule of every field at once, in form order', async () => {
    const { errors } = await service().create(visitor(), aRequest({ stateIds: [], placeIds: [kerala.places[0]!.databaseId], arrivalDate: '', email: '' }));
    expect(errors.map((error) => [error.field![1], error.code])).toEqual([
      ['stateIds', 'REQUIRED'],
      ['placeIds', 'PLACE_NOT_IN_STATES'],
      ['arrivalDate', 'INVALID_DATE'],
      ['email', 'REQUIRED'],
    ]);
  });
});

describe('TripPlanService.create: what is stored and mailed', () => {
  it("stores the shared rule's estimate from the catalogue's current prices, with the names chosen, without the blank co-traveller", async () => {
    const places = kerala.places.slice(0, 2);
    const { tripPlan } = await service().create(visitor(), aRequest({ email: ' Asha.Rao@Example.IN ' }));
    expect(tripPlan).toMatchObject({
      reference: expect.stringMatching(/^TP-[2-9A-HJ-NP-Z]{8}$/),
      email: 'asha.rao@example.in',
      accountId: null,
      stateIds: [kerala.databaseId],
      stateNames: [kerala.name],
      placeIds: places.map((place) => place.databaseId),
      placeTitles: places.map((place) => place.title),
      coTravellers: ['Ravi Kumar'],
      status: 'NEW',
      statusChangedAt: null,
    });
    const expected = tripEstimate({ places, coTravellers: ['Ravi Kumar', '   '], arrivalDate: '2030-03-10', departureDate: '2030-03-14' });
    expect(tripPlan!.estimate).toEqual({ ...expected, days: 5, travellers: 2 });
  });

  it('takes states and places by name too (the legacy call), a title matched within the chosen states', async () => {
    const request = aRequest({ stateIds: [], stateNames: [` ${kerala.name.toLowerCase()} `], placeIds: [], placeTitles: [kerala.places[1]!.title.toUpperCase()] });
    const { tripPlan, errors } = await service().create(visitor(), request);
    expect(errors).toEqual([]);
    expect(tripPlan).toMatchObject({ stateNames: [kerala.name], placeIds: [kerala.places[1]!.databaseId], placeTitles: [kerala.places[1]!.title] });
  });

  it("uses a signed-in planner's account email when none is given, and links the plan to the account", async () => {
    const account = await createAccount(database.dataSource);
    const planner = signedInActor(account, { clientAddress: '198.51.100.250' });
    const { tripPlan } = await service().create(planner, aRequest({ email: '  ' }));
    expect(tripPlan).toMatchObject({ email: account.email, accountId: account.id });
  });

  it("queues the planner's summary and the operator's mail with the plan, linked to it", async () => {
    const { tripPlan } = await service().create(visitor(), aRequest());
    const mails = (await database.dataSource.query(
      `SELECT id::text, recipient, subject, text_body AS text FROM mail_outbox WHERE id = ANY($1::bigint[]) ORDER BY mail_outbox.id`,
      [[tripPlan!.summaryMailId, tripPlan!.operatorMailId]],
    )) as { id: string; recipient: string; subject: string; text: string }[];
    expect(mails.map((mail) => [mail.id, mail.recipient])).toEqual([
      [tripPlan!.summaryMailId, tripPlan!.email],
      [tripPlan!.operatorMailId, 'operator@indiatours.test'],
    ]);
    for (const mail of mails) expect(mail.text).toContain(`Reference: ${tripPlan!.reference}`);
    expect(mails[0]!.text).toContain('We will contact you');
    expect(mails[1]!.text).toContain('Co-travellers: Ravi Kumar');
  });

  it('names the first state and how many more in the subjects, however many states are chosen', async () => {
    const { tripPlan } = await service().create(visitor(), aRequest(placesOfTen(10)));
    const subjects = (await database.dataSource.query(`SELECT subject FROM mail_outbox WHERE id = ANY($1::bigint[]) ORDER BY id`, [
      [tripPlan!.summaryMailId, tripPlan!.operatorMailId],
    ])) as { subject: string }[];
    expect(subjects.map((mail) => mail.subject)).toEqual([
      `Your trip plan ${tripPlan!.reference} (${eleven[0]!.name} and 9 more states)`,
      `New trip plan ${tripPlan!.reference} (${eleven[0]!.name} and 9 more states)`,
    ]);
  });

  it('stores nothing when a mail cannot be queued: the plan and its mails are one transaction', async () => {
    class FailingOperatorMail extends MailQueue {
      override async enqueue(manager: EntityManager, message: MailMessage): Promise<string> {
        if (message.to === 'operator@indiatours.test') throw new Error('outbox unavailable');
        return super.enqueue(manager, message);
      }
    }
    const failing = new FailingOperatorMail(database.dataSource, { isDelivering: true, send: async () => undefined, close: () => undefined });
    const [before, mailsBefore] = [await allTripPlanRows(database.dataSource), await queuedMailCount(database.dataSource)];
    const [planner, request] = [visitor(), aRequest()];
    await expect(service(failing).create(planner, request)).rejects.toThrow('outbox unavailable');
    expect(await allTripPlanRows(database.dataSource)).toEqual(before);
    expect(await queuedMailCount(database.dataSource)).toBe(mailsBefore);
    expect(await countedAgainst(planner.clientAddress, request.email!)).toBe(0);
  });

  it("counts a plan the email quota refuses against no quota: the address's count rolls back with it", async () => {
    const email = aPlannerEmail();
    for (let sent = 0; sent < 3; sent += 1) expect((await service().create(visitor(), aRequest({ email }))).errors).toEqual([]);
    const refusedPlanner = visitor();
    await expect(service().create(refusedPlanner, aRequest({ email: email.toUpperCase() }))).rejects.toMatchObject({
      message: 'Several trip plans were sent for this email just now. Please try again in 60 minutes.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(await countedAgainst(refusedPlanner.clientAddress)).toBe(0);
    expect(await countedAgainst(email)).toBe(3);
  });
});
