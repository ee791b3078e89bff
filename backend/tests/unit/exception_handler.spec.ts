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
    assert.deepEqual(toApiFailure(databaseError('57P01')), { status: 500, error: 'Internal server error' })
  })
})
