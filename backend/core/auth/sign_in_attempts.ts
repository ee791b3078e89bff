import { errors, type LimiterResponse } from '@adonisjs/limiter'
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
 * Runs `check` (password, second factor) as one of the bucket `key`'s `maxAttempts` attempts,
 * taken before it runs: parallel guesses each take their own, so no more than `maxAttempts` are
 * ever checked in a window (the limiter's `penalize` counted a failure only once its slow check
 * ended). A failure keeps its attempt and blocks the bucket when it was the last; a success
 * clears the bucket. Answers the limiter's response instead when no attempt is left.
 */
export async function asSignInAttempt<T>(
  maxAttempts: number,
  key: string,
  check: () => Promise<T>
): Promise<[LimiterResponse, null] | [null, T]> {
  const attempts = signInAttempts(maxAttempts)
  let taken: LimiterResponse
  try {
    taken = await attempts.consume(key)
  } catch (error) {
    if (error instanceof errors.E_TOO_MANY_REQUESTS) return [error.response, null]
    throw error
  }
  try {
    const result = await check()
    await attempts.delete(key)
    return [null, result]
  } catch (error) {
    if (taken.remaining <= 0) await attempts.block(key, SIGN_IN_WINDOW.blockDuration)
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
