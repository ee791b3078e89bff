import { addPlayer as addRosterPlayer, listPlayers as listRosterPlayers } from '#modules/players/backend/tests/helpers'
import type { LedgerPlayerDto } from '../../shared/powerups.js'
import { setGrantPolicyProvider, type GrantPolicy } from '../services/settings_hooks.js'

/**
 * For `group.each.setup`: the tests run under this grant policy (not the system settings'),
 * and the previous provider is put back afterwards.
 */
export function withGrantPolicy(policy: Partial<GrantPolicy> = {}) {
  return () => {
    const previous = setGrantPolicyProvider(() => policy)
    return () => void setGrantPolicyProvider(previous)
  }
}

/** players' API helpers, each player with this module's `powerups`. */
export async function addPlayer(...args: Parameters<typeof addRosterPlayer>) {
  return (await addRosterPlayer(...args)) as LedgerPlayerDto
}

export async function listPlayers(...args: Parameters<typeof listRosterPlayers>) {
  return (await listRosterPlayers(...args)) as LedgerPlayerDto[]
}
