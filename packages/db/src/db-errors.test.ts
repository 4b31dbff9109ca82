import { describe, expect, it } from 'vitest';
import { describeDatabaseUrl, isDatabaseUnavailable, unavailableReason } from './db-errors';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
/** How drizzle wraps a driver error. */
const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('connection-class errors', () => {
  it.each([
    [
      'a refused connection, wrapped by drizzle',
      failedQuery(coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')),
    ],
    ['a reset connection', coded('ECONNRESET')],
    ['Node 20 happy eyeballs', failedQuery(new AggregateError([coded('ECONNREFUSED')], ''))],
    ['an administrator shutdown (57P01)', coded('57P01', 'terminating connection due to administrator command')],
    ['the server starting up (57P03)', coded('57P03')],
    ['a connection exception (08006)', coded('08006')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['the pool giving up', new Error('timeout exceeded when trying to connect')],
    ['a broken client', failedQuery(new Error('Client has encountered a connection error and is not queryable'))],
  ])('%s is the database being unavailable', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery(coded('23505', 'duplicate key value violates unique constraint'))],
    ['a syntax error', coded('42601')],
    ['a serialization failure', coded('40001')],
    ['an outbound HTTP call that could not connect', new TypeError('fetch failed', { cause: coded('ECONNREFUSED') })],
    ['a missing file', coded('ENOENT')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('names the reason for the start-up line', () => {
    expect(unavailableReason(failedQuery(new AggregateError([coded('ECONNREFUSED')], '')))).toBe('ECONNREFUSED');
    expect(unavailableReason(coded('57P03'))).toBe('57P03');
  });
});

describe('where the database is', () => {
  it('says host:port/dbname and never the credentials', () => {
    expect(describeDatabaseUrl('postgres://shop:s3cret@db.internal:6432/fardin')).toBe('db.internal:6432/fardin');
    expect(describeDatabaseUrl('postgresql://shop:s3cret@localhost/fardin')).toBe('localhost:5432/fardin');
    expect(describeDatabaseUrl('postgres://shop@/fardin?host=/var/run/postgresql')).toBe(
      '/var/run/postgresql:5432/fardin',
    );
    expect(describeDatabaseUrl('postgres://shop:p@ss@10.0.0.5:5433/fardin')).toBe('10.0.0.5:5433/fardin');
  });
});
