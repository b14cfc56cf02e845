import { describe, expect, it } from 'vitest';
import {
  errorCode,
  isConnectionFault,
  isRetryableTransactionFailure,
  isStatementTimeout,
  MAX_TRANSACTION_ATTEMPTS,
  retryDelayMs,
} from './db-faults.rules';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('errorCode', () => {
  it.each([
    ['a SQLSTATE', pgError('40P01'), '40P01'],
    [
      'a wrapped one (a TRPCError with its cause)',
      { code: 'SERVICE_UNAVAILABLE', cause: pgError('57P01') },
      'SERVICE_UNAVAILABLE',
    ],
    ['a cause when the error has no code', { message: 'x', cause: pgError('40001') }, '40001'],
    ['nothing for a plain error', new Error('boom'), undefined],
    ['nothing for a non-object', 'boom', undefined],
    ['nothing for a numeric code', { code: 42 }, undefined],
  ])('%s', (_name, error, expected) => {
    expect(errorCode(error)).toBe(expected);
  });
});

describe('retryDelayMs', () => {
  it.each([
    // error, failed attempt, random, delay
    ['serialization failure, first attempt, no jitter', pgError('40001'), 1, 0.5, 20],
    ['deadlock, first attempt, least jitter', pgError('40P01'), 1, 0, 10],
    ['deadlock, first attempt, most jitter', pgError('40P01'), 1, 0.999, 30],
    ['serialization failure, second attempt doubles', pgError('40001'), 2, 0.5, 40],
    ['serialization failure, fourth attempt', pgError('40001'), 4, 0.5, 160],
    ['the last attempt goes to the caller', pgError('40001'), MAX_TRANSACTION_ATTEMPTS, 0.5, null],
    ['past the last attempt', pgError('40P01'), MAX_TRANSACTION_ATTEMPTS + 1, 0.5, null],
    ['a unique violation is the caller’s', pgError('23505'), 1, 0.5, null],
    ['a lost connection is not re-run (the commit may have happened)', pgError('57P01'), 1, 0.5, null],
    ['lock_not_available is not a rollback by the server', pgError('55P03'), 1, 0.5, null],
    ['a plain error', new Error('boom'), 1, 0.5, null],
    ['a deadlock seen through a cause', { cause: pgError('40P01') }, 1, 0.5, 20],
  ])('%s', (_name, error, attempt, random, expected) => {
    expect(retryDelayMs(error, attempt, random)).toBe(expected);
  });

  it('retries exactly MAX_TRANSACTION_ATTEMPTS - 1 times', () => {
    const retries = [1, 2, 3, 4, 5, 6].filter((a) => retryDelayMs(pgError('40001'), a, 0.5) !== null);
    expect(retries).toHaveLength(MAX_TRANSACTION_ATTEMPTS - 1);
    expect(isRetryableTransactionFailure(pgError('40P01'))).toBe(true);
    expect(isRetryableTransactionFailure(pgError('23505'))).toBe(false);
  });
});

describe('isConnectionFault', () => {
  it.each([
    ['a terminated backend (pg_terminate_backend, restart)', pgError('57P01'), true],
    ['crash shutdown', pgError('57P02'), true],
    ['starting up or shutting down', pgError('57P03', 'the database system is starting up'), true],
    ['too many connections', pgError('53300'), true],
    ['connection_failure (class 08)', pgError('08006'), true],
    ['refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), true],
    ['reset connection', pgError('ECONNRESET'), true],
    ['a socket path that is gone', pgError('ENOENT'), true],
    ['pg: terminated unexpectedly', new Error('Connection terminated unexpectedly'), true],
    [
      'pg: a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
      true,
    ],
    ['pg: connect timeout', new Error('timeout exceeded when trying to connect'), true],
    ['a wrapped refused connection', { cause: pgError('ECONNREFUSED') }, true],
    ['a deadlock is the server answering', pgError('40P01'), false],
    ['a unique violation', pgError('23505'), false],
    ['a syntax error whose text mentions a connection', pgError('42601', 'Connection terminated'), false],
    ['a plain error', new Error('boom'), false],
    ['not an error', undefined, false],
  ])('%s', (_name, error, expected) => {
    expect(isConnectionFault(error)).toBe(expected);
  });
});

describe('isStatementTimeout', () => {
  it.each([
    ['query_canceled', pgError('57014'), true],
    ['query_canceled as a cause', { message: 'x', cause: pgError('57014') }, true],
    ['a deadlock', pgError('40P01'), false],
    ['a lost connection', new Error('Connection terminated unexpectedly'), false],
  ])('%s', (_name, error, expected) => {
    expect(isStatementTimeout(error)).toBe(expected);
  });
});
