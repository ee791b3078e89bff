import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { Secret, TOTP as Totp } from 'otpauth'
import QRCode from 'qrcode'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { appKey } from '#config/app'
import type User from '../users/user.js'
import { RECOVERY_CODES, TOTP } from '../shared/settings.js'

/**
 * TOTP (RFC 6238, via otpauth) and one-time recovery codes. A code is first matched, then
 * claimed with a conditional update, so a TOTP step or a recovery code is accepted only once
 * even when two sign-ins race.
 */

export type SecondFactorMatch = { kind: 'totp'; step: number } | { kind: 'recovery'; hash: string }

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

export function otpauthUrl(secret: string, issuer: string, account: string) {
  const totp = new Totp({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.period,
  })
  return totp.toString()
}

export function qrCodeDataUrl(url: string) {
  return QRCode.toDataURL(url, { margin: 1, width: 220 })
}

/** Codes are typed with spaces or dashes and in any case; compare them bare and upper-case. */
export function normalizeCode(code: string) {
  return code.replace(/[\s-]+/g, '').toUpperCase()
}

/** The time step a TOTP code belongs to, or null when it is wrong or already used. */
export function matchTotp(secret: string, code: string, lastStep: number | null): number | null {
  const token = normalizeCode(code)
  if (!new RegExp(`^\\d{${TOTP.digits}}$`).test(token)) return null
  const now = Date.now()
  const delta = Totp.validate({
    token,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.period,
    window: TOTP.window,
    timestamp: now,
  })
  if (delta === null) return null
  const step = Math.floor(now / 1000 / TOTP.period) + delta
  return lastStep !== null && step <= lastStep ? null : step
}

export function generateRecoveryCodes(): string[] {
  const codes = new Set<string>()
  while (codes.size < RECOVERY_CODES.count) {
    const code = Array.from(
      { length: RECOVERY_CODES.length },
      () => RECOVERY_CODES.alphabet[randomInt(RECOVERY_CODES.alphabet.length)]
    ).join('')
    if (/[A-Z]/.test(code)) codes.add(code)
  }
  return [...codes]
}

/** Keyed hash (HMAC-SHA256 with the app key): a leaked table alone cannot be brute-forced. */
export function hashRecoveryCode(code: string) {
  return createHmac('sha256', appKey.release()).update(normalizeCode(code)).digest('hex')
}

export function storedRecoveryHashes(user: Pick<User, 'twoFactorRecoveryCodes'>): string[] {
  if (!user.twoFactorRecoveryCodes) return []
  try {
    const parsed = JSON.parse(user.twoFactorRecoveryCodes)
    return Array.isArray(parsed) ? parsed.filter((value) => typeof value === 'string') : []
  } catch {
    return []
  }
}

function matchRecoveryCode(user: User, code: string): string | null {
  const candidate = Buffer.from(hashRecoveryCode(code), 'hex')
  const found = storedRecoveryHashes(user).find((hash) => {
    const stored = Buffer.from(hash, 'hex')
    return stored.length === candidate.length && timingSafeEqual(stored, candidate)
  })
  return found ?? null
}

/** A TOTP code or, failing that, an unused recovery code of an account with 2FA on. */
export function matchSecondFactor(user: User, code: string): SecondFactorMatch | null {
  if (!user.twoFactorEnabled || !user.twoFactorSecret) return null
  const step = matchTotp(user.twoFactorSecret, code, user.twoFactorLastStep)
  if (step !== null) return { kind: 'totp', step }
  const hash = matchRecoveryCode(user, code)
  return hash ? { kind: 'recovery', hash } : null
}

/** Marks the matched code used; false when a concurrent request used it first. */
export async function claimSecondFactor(user: User, match: SecondFactorMatch, client?: QueryClientContract) {
  const query = (client ?? db).from('users').where('id', user.id)
  if (match.kind === 'totp') {
    const updated = await query
      .where((q) => q.whereNull('two_factor_last_step').orWhere('two_factor_last_step', '<', match.step))
      .update({ two_factor_last_step: match.step })
    if (!affectedRows(updated)) return false
    user.twoFactorLastStep = match.step
    return true
  }
  const remaining = storedRecoveryHashes(user).filter((hash) => hash !== match.hash)
  const serialized = JSON.stringify(remaining)
  const updated = await query
    .where('two_factor_recovery_codes', user.twoFactorRecoveryCodes ?? '')
    .update({ two_factor_recovery_codes: serialized })
  if (!affectedRows(updated)) return false
  user.twoFactorRecoveryCodes = serialized
  return true
}

/** knex answers the affected row count as a number (or a one-element array on some dialects). */
function affectedRows(result: unknown): number {
  return Number(Array.isArray(result) ? result[0] : result) || 0
}
