import { test } from '@japa/runner'
import { toApiFailure } from '#core/http/exception_handler'

/** Errors shaped as the PostgreSQL and SQLite drivers throw them. */
const databaseError = (code: string) => Object.assign(new Error(`driver text for ${code}`), { code })

test.group('Exception handler: database errors caused by input', () => {
  test('value too long, number out of range, bad bytes and wrong types answer 400', ({ assert }) => {
    for (const code of ['22001', '22003', '22021', '22P02', '22P05', 'SQLITE_TOOBIG']) {
      const failure = toApiFailure(databaseError(code))
      assert.equal(failure.status, 400, code)
      assert.notInclude(failure.error, 'driver text', code)
    }
  })

  test('a stale reference or a duplicate answers 409', ({ assert }) => {
    for (const code of ['23503', '23505', 'SQLITE_CONSTRAINT_FOREIGNKEY', 'SQLITE_CONSTRAINT_UNIQUE']) {
      assert.equal(toApiFailure(databaseError(code)).status, 409, code)
    }
  })

  test('any other database error stays a 500 without its text', ({ assert }) => {
    assert.deepEqual(toApiFailure(databaseError('42P01')), {
      status: 500,
      error: 'Internal server error',
      code: 'core.internal',
    })
  })
})

test.group('Exception handler: faults of the server, not the request', () => {
  test('a full disk answers 507, a database restarting or unreachable 503, each with Retry-After', ({ assert }) => {
    const cases: [unknown, number, string][] = [
      [databaseError('SQLITE_FULL'), 507, '60'],
      [databaseError('53100'), 507, '60'],
      [databaseError('SQLITE_IOERR_WRITE'), 503, '30'],
      [databaseError('SQLITE_READONLY'), 503, '30'],
      [databaseError('57P01'), 503, '5'],
      [databaseError('08006'), 503, '5'],
      [databaseError('ECONNREFUSED'), 503, '5'],
      [new Error('insert into "x" values ($1) - Connection terminated unexpectedly'), 503, '5'],
      [Object.assign(new Error('Knex: Timeout acquiring a connection'), { name: 'KnexTimeoutError' }), 503, '5'],
      [databaseError('40001'), 503, '1'],
      [databaseError('SQLITE_BUSY'), 503, '1'],
    ]
    for (const [error, status, retryAfter] of cases) {
      const failure = toApiFailure(error)
      assert.equal(failure.status, status, String((error as Error).message))
      assert.equal(failure.headers?.['Retry-After'], retryAfter)
      assert.notInclude(failure.error, 'driver text')
    }
  })
})
