import { GraphQLError } from 'graphql';
import { QueryFailedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['nothing listens (crashed, restarting)', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the connection was reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a crash or immediate shutdown ended the session (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['the server is still replaying its log (57P03)', withCode('the database system is starting up', '57P03')],
    ['the connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['no connection came free in time', new Error('timeout exceeded when trying to connect')],
    ["a transaction's connection broke and TypeORM released it", new QueryRunnerProviderAlreadyReleasedError()],
  ])('is true when %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks inside the GraphQL error, the TypeORM error and the cause that wrap it', () => {
    const driverError = withCode('terminating connection due to administrator command', '57P01');
    const queryFailed = new QueryFailedError('SELECT 1', [], driverError);
    const resolverError = new GraphQLError('wrapped', { originalError: new Error('booking failed', { cause: queryFailed }) });
    expect(isDatabaseUnavailable(resolverError)).toBe(true);
  });

  it.each([
    ['a constraint the data broke (23505)', withCode('duplicate key value violates unique constraint', '23505')],
    ['a bug in our SQL (42703)', withCode('column "x" does not exist', '42703')],
    ['an error of our own', new Error('No free IT- reference after 3 draws')],
    ['something that is not an error', 'text'],
  ])('is false for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
