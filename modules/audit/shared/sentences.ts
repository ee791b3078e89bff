import type { AuditEntryDto } from './audit.js'

/** The entry fields the sentence needs (the DTO, a CLI row or a CSV row). */
export type SentenceEntry = Pick<AuditEntryDto, 'eventType' | 'targetName' | 'details'>

const powerupType = (details: Record<string, unknown>) =>
  String(details.powerupType ?? details.type ?? 'powerup')
    .toLowerCase()
    .replace(/_/g, '-')

const countOf = (details: Record<string, unknown>) => {
  const count = Number(details.count)
  return Number.isFinite(count) && count > 0 ? count : 1
}

/** Words of event types that have a spelling of their own. */
const SPELLINGS: Record<string, string> = { tiktok: 'TikTok', two: 'two-factor', factor: 'sign-in' }
const spell = (word: string) => SPELLINGS[word] ?? word

/** The past-tense verbs event types end with ('CREATOR_CREATED' → 'created creator'). */
const VERBS = new Set([
  'activated', 'changed', 'cleared', 'connected', 'created', 'deactivated', 'deleted', 'disabled', 'disconnected',
  'enabled', 'ended', 'expired', 'removed', 'reset', 'revoked', 'started', 'updated', 'used',
])

/**
 * An event without a sentence of its own, read from its type: 'CREATOR_UPDATED' with target
 * Nova → 'updated creator (Nova)'; a type without a verb → 'performed chat command'.
 */
function derivedSentence(eventType: string, targetName: string | null): string {
  const words = eventType.toLowerCase().split('_').filter(Boolean)
  const verb = words.at(-1)
  if (!verb || words.length < 2 || !VERBS.has(verb)) return `performed ${words.map(spell).join(' ')}`
  const thing = words.slice(0, -1).map(spell).join(' ')
  return targetName ? `${verb} ${thing} (${targetName})` : `${verb} ${thing}`
}

/**
 * What the actor did, as the audit page words it (spec 1 §2 "Sentences"): logged in, logged
 * out, granted N type to target, used N type, promoted/demoted target, Player created/deleted;
 * any other event reads from its type ('updated creator (Nova)') instead of a bare 'performed'.
 */
export function auditSentence(entry: SentenceEntry): string {
  const details = entry.details ?? {}
  const target = entry.targetName ?? 'unknown'
  const type = entry.eventType
  if (type.endsWith('_LOGIN')) return 'logged in'
  if (type.endsWith('_LOGOUT')) return 'logged out'
  switch (type) {
    case 'POWERUP_GRANTED':
      return `granted ${countOf(details)} ${powerupType(details)} to ${target}`
    case 'POWERUP_USED':
      return `used ${countOf(details)} ${powerupType(details)}`
    case 'MODERATOR_PROMOTED':
      return `promoted ${target} to moderator`
    case 'MODERATOR_DEMOTED':
      return `demoted ${target} from moderator`
    case 'PLAYER_CREATED':
      return 'Player created'
    case 'PLAYER_DELETED':
      return 'Player deleted'
    default:
      return derivedSentence(type, entry.targetName ?? null)
  }
}

/** 'POWERUP_GRANTED' → 'Powerup Granted' (event badges and titles). */
export function eventLabel(eventType: string): string {
  return eventType
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ')
}
