import { renderAuditSentence, type AuditEventDeclaration } from '../../../backend/core/shared/audit.js'
import type { AuditEntryDto } from './audit.js'

/**
 * The declared audit events by type (the kernel's and every enabled module's `auditEvents`):
 * `declaredAuditEvents()` on the backend, `useAuditCatalogue()` in the frontend shell.
 */
export type AuditCatalogue = Readonly<Record<string, AuditEventDeclaration>>

/** The entry fields the sentence needs (the DTO, a CLI row or a CSV row). */
export type SentenceEntry = Pick<AuditEntryDto, 'eventType' | 'targetName' | 'details'>

/** 'POWERUP_GRANTED' → 'Powerup Granted' (categories, target types, detail keys). */
/** Words that stay in capitals when a code is written out (API_USAGE is 'API Usage'). */
const ACRONYMS = new Set(['API', 'SSE', 'CSV', 'JSON', 'IP', 'URL', 'OBS', '2FA'])

export function humanize(code: string): string {
  return code
    .split('_')
    .filter(Boolean)
    .map((word) =>
      ACRONYMS.has(word.toUpperCase()) ? word.toUpperCase() : word[0].toUpperCase() + word.slice(1).toLowerCase()
    )
    .join(' ')
}

/** Words of event types that have a spelling of their own. */
const SPELLINGS: Record<string, string> = { tiktok: 'TikTok', two: 'two-factor', factor: 'sign-in' }
const spell = (word: string) => SPELLINGS[word] ?? word

/** The past-tense verbs event types end with ('CREATOR_CREATED' → 'created creator'). */
const VERBS = new Set([
  'activated',
  'changed',
  'cleared',
  'connected',
  'created',
  'deactivated',
  'deleted',
  'disabled',
  'disconnected',
  'enabled',
  'ended',
  'expired',
  'removed',
  'reset',
  'revoked',
  'started',
  'updated',
  'used',
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
 * What the actor did, as the audit page words it (docs/api/audit.md: "Sentences"): the event's declared
 * sentence, else read from its type ('updated creator (Nova)') instead of a bare 'performed'.
 */
export function auditSentence(entry: SentenceEntry, catalogue: AuditCatalogue): string {
  const template = catalogue[entry.eventType]?.sentence
  return template ? renderAuditSentence(template, entry) : derivedSentence(entry.eventType, entry.targetName ?? null)
}

/** The event's declared label, else its type read as words (event badges and titles). */
export function eventLabel(eventType: string, catalogue: AuditCatalogue): string {
  return catalogue[eventType]?.label ?? humanize(eventType)
}
