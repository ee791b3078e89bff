import { EXPIRY_DAYS } from '../../shared/powerups.js'

/** The system settings a grant obeys. */
export interface GrantPolicy {
  /** Expiry of a grant that names none, in hours (the settings' `powerups.defaultExpiry` unit). */
  defaultExpiryHours: number
  /** Most active units one player may hold (all types); null = no limit. */
  maxPowerupsPerPlayer: number | null
}

export const DEFAULT_GRANT_POLICY: GrantPolicy = {
  defaultExpiryHours: EXPIRY_DAYS.default * 24,
  maxPowerupsPerPlayer: null,
}

type Provider<T> = (creatorId: number) => T | Promise<T>

let grantPolicyProvider: Provider<Partial<GrantPolicy>> = () => DEFAULT_GRANT_POLICY
let cleanupEnabledProvider: () => boolean | Promise<boolean> = () => true

/**
 * The settings module supplies `powerups.defaultExpiry` / `maxPowerupsPerPlayer` here (one
 * call at boot). Answers the previous provider, so a caller can put it back.
 */
export function setGrantPolicyProvider(provider: Provider<Partial<GrantPolicy>>) {
  const previous = grantPolicyProvider
  grantPolicyProvider = provider
  return previous
}

/** The settings module supplies `autoCleanupExpired` here (default on); answers the previous provider. */
export function setCleanupEnabledProvider(provider: () => boolean | Promise<boolean>) {
  const previous = cleanupEnabledProvider
  cleanupEnabledProvider = provider
  return previous
}

export async function grantPolicy(creatorId: number): Promise<GrantPolicy> {
  return { ...DEFAULT_GRANT_POLICY, ...(await grantPolicyProvider(creatorId)) }
}

export async function isCleanupEnabled() {
  return Boolean(await cleanupEnabledProvider())
}
