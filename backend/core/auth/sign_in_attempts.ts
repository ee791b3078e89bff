import { setTimeout } from 'node:timers/promises'
import { errors } from '@adonisjs/limiter'
import type User from '../users/user.js'
import { sharedLimiter } from '../shared_limiter.js'

/** Failed sign-ins are counted for 15 minutes and lock the bucket for 15 minutes (spec). */
export const SIGN_IN_WINDOW = { duration: '15 mins', blockDuration: '15 mins' } as const

/**
 * The limiter counting failed sign-ins: Redis when REDIS_URL is set (counts survive restarts and
 * are shared by every process; this process's memory while Redis is away), memory otherwise.
 */
export function signInAttempts(maxAttempts: number) {
  return sharedLimiter({ requests: maxAttempts, ...SIGN_IN_WINDOW })
}

/**
 * A sign-in that finds the attempts held by checks still running waits this long, polling, for
 * one to end (a success frees them all) before it is refused as `busy`; and the Retry-After then.
 */
export const IN_FLIGHT_WAIT = { pollMs: 50, maxMs: 2000, retryAfterSeconds: 1 }

/**
 * Why a sign-in was not checked: `locked` after `maxAttempts` real failures (for as long as the
 * bucket is blocked), `busy` when the attempts stayed held by checks in flight (retry shortly).
 */
export type SignInRefusal = { kind: 'locked' | 'busy'; retryAfter: number }

/** The bucket's count of attempts that failed, beside the count of attempts taken. */
const failuresKey = (key: string) => `failed_${key}`

/**
 * Takes one of the bucket's attempts, or answers why none is left. With none left and fewer than
 * `maxAttempts` failures, the attempts are checks still running (a person's parallel correct
 * sign-ins, or guesses not yet failed): it waits for one to end rather than refusing at once.
 */
async function takeAttempt(maxAttempts: number, key: string): Promise<SignInRefusal | null> {
  const attempts = signInAttempts(maxAttempts)
  const giveUpAt = Date.now() + IN_FLIGHT_WAIT.maxMs
  for (;;) {
    try {
      await attempts.consume(key)
      return null
    } catch (error) {
      if (!(error instanceof errors.E_TOO_MANY_REQUESTS)) throw error
      const failures = await attempts.get(failuresKey(key))
      if (failures && failures.consumed >= maxAttempts) {
        return { kind: 'locked', retryAfter: Math.ceil(error.response.availableIn) }
      }
      if (Date.now() >= giveUpAt) return { kind: 'busy', retryAfter: IN_FLIGHT_WAIT.retryAfterSeconds }
      await setTimeout(IN_FLIGHT_WAIT.pollMs)
    }
  }
}

/**
 * Runs `check` (password, second factor) as one of the bucket `key`'s `maxAttempts` attempts,
 * taken before it runs: parallel guesses each take their own, so no more than `maxAttempts` are
 * ever checked in a window (the limiter's `penalize` counted a failure only once its slow check
 * ended). A failure keeps its attempt and is counted; the failure that makes `maxAttempts` blocks
 * the bucket, and only then is a sign-in refused as locked out. A success clears the bucket.
 */
export async function asSignInAttempt<T>(
  maxAttempts: number,
  key: string,
  check: () => Promise<T>
): Promise<[SignInRefusal, null] | [null, T]> {
  const refusal = await takeAttempt(maxAttempts, key)
  if (refusal) return [refusal, null]
  const attempts = signInAttempts(maxAttempts)
  try {
    const result = await check()
    await Promise.all([attempts.delete(key), attempts.delete(failuresKey(key))])
    return [null, result]
  } catch (error) {
    const failures = await attempts.increment(failuresKey(key))
    if (failures.consumed >= maxAttempts) {
      // The failures' count lasts as long as the block it explains.
      await attempts.block(key, SIGN_IN_WINDOW.blockDuration)
      await attempts.set(failuresKey(key), failures.consumed, SIGN_IN_WINDOW.blockDuration)
    }
    throw error
  }
}

/** Emails and usernames are matched case-insensitively, without surrounding spaces. */
export function normalizeIdentifier(identifier: string) {
  return identifier.trim().toLowerCase()
}

const accountPart = (account: User) => `account_${account.id}_${account.email.toLowerCase()}`

/**
 * One bucket per account and client IP: an account's email and username, in any case, share
 * it. An identifier that names no account gets its own bucket by its normalised text, so
 * failures look the same whether or not the account exists. The email keeps an account apart
 * from a later one that reuses a deleted id (SQLite reuses them).
 */
export function signInAttemptsKey(account: User | null, identifier: string, ip: string) {
  const who = account ? accountPart(account) : `unknown_${normalizeIdentifier(identifier)}`
  return `signin_${who}_${ip}`
}

/** The bucket of a signed-in account's password asked again (Change Password…): per account, any IP. */
export const reentryAttemptsKey = (account: User) => `reentry_${accountPart(account)}`
