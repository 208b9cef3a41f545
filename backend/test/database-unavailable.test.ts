import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError, QueryFailedError } from 'typeorm';
import { ServiceUnavailableError, isDatabaseUnavailable, toAppError } from '../src/shared/errors';

// What a request meets when the database goes away under it: each must answer 503 "temporarily unavailable",
// never a 500. The errors are the libraries' own (TypeORM's classes, pg's codes and pg-pool's messages).
describe('errors that mean the database is not reachable right now', () => {
  it.each([
    ['a statement on a transaction whose connection was released', new QueryRunnerAlreadyReleasedError()],
    ['an entity manager whose query runner was released', new QueryRunnerProviderAlreadyReleasedError()],
    ['the server ended the connection', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['the pool could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['the connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a failed query wrapping a lost connection', new QueryFailedError('SELECT 1', [], Object.assign(new Error('x'), { code: '57P02' }))],
  ])('%s answers 503', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toAppError(error)).toBeInstanceOf(ServiceUnavailableError);
  });

  it('leaves genuine faults alone: a failed query for its own reason, and a programming error', () => {
    const unique = new QueryFailedError('INSERT', [], Object.assign(new Error('duplicate key value'), { code: '23505' }));
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(toAppError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeUndefined();
  });
});
