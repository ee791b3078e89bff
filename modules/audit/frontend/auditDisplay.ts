import { useMemo } from 'react'
import { useTranslate } from 'react-admin'
import { formatDateTime, translate as translateNow, useAuditCatalogue, type Role } from '@shell'
import { renderAuditSentence } from '@core/shared'
import { AUDIT_PERIOD_DAYS, type AuditEntryDto, type AuditSeverity } from '../shared/audit'
import { auditSentence, eventLabel, humanize, type SentenceEntry } from '../shared/sentences'

export const SEVERITY_COLORS: Record<AuditSeverity, 'error' | 'warning' | 'info' | 'default'> = {
  CRITICAL: 'error',
  HIGH: 'warning',
  MEDIUM: 'info',
  LOW: 'default',
}

/** The period select (docs/api/audit.md): each period's message key. */
export const PERIODS = AUDIT_PERIOD_DAYS.map((days) => ({ days, label: `audit.periods.days${days}` }))

/** The audit page's subtitle by role (docs/api/audit.md), as a message key. */
export function auditSubtitle(role: Role | undefined): string {
  if (role === 'CREATOR') return 'audit.page.subtitleCreator'
  if (role === 'ADMIN') return 'audit.page.subtitleAdmin'
  return 'audit.page.subtitleModerator'
}

/** The names the server gives its own actor and targets, as catalog keys. */
const SYSTEM_NAMES: Record<string, string> = {
  System: 'audit.systemNames.system',
  'System settings': 'audit.systemNames.systemSettings',
}

/** An actor's or target's name as shown: the server's own ('System settings') in the page language. */
export function shownName<T extends string | null>(name: T, type: string | null | undefined): T {
  if (type !== 'SYSTEM' || name === null || !SYSTEM_NAMES[name]) return name
  return translateNow(SYSTEM_NAMES[name], { _: name }) as T
}

/** The detail keys shown in an entry's one-line summary ('Type: Glove · Count: 2'). */
const SUMMARY_DETAILS = new Set([
  'powerupType',
  'count',
  'expiresAt',
  'gameId',
  'permissions',
  'reason',
  'tiktokId',
  'source',
  'changed',
  'status',
])

/** A detail value as text: lists joined, dates readable, objects as JSON. */
export function detailText(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (Array.isArray(value)) return value.map(detailText).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value)
  return String(value)
}

/**
 * The audit screens' words in the user's language. Event labels and sentences are the audit
 * catalog's `audit.events.<TYPE>` (`label`; `sentence`, a template as in core/shared/audit.ts, or
 * `action`, followed by the target in brackets); the English declarations in each module's
 * shared/audit_events.ts stay for the backend, CLI and exports, and name an event no catalog knows yet.
 */
export function useAuditText() {
  const translate = useTranslate()
  const catalogue = useAuditCatalogue()
  return useMemo(() => {
    const code = (group: string, value: string) => translate(`audit.${group}.${value}`, { _: humanize(value) })
    // A powerup type or a source in words of the page language ('glove', 'kiosk'); other values as they are.
    const detailValue = (key: string, value: unknown) =>
      typeof value === 'string'
        ? translate(`audit.values.${key}.${value}`, { _: detailText(value) })
        : detailText(value)
    const detailLabel = (key: string) =>
      translate(`audit.details.${key}`, { _: humanize(key.replace(/([a-z])([A-Z])/g, '$1_$2')) })
    const sentence = (shown: SentenceEntry & Pick<AuditEntryDto, 'targetType'>) => {
      const entry = { ...shown, targetName: shownName(shown.targetName, shown.targetType) }
      const template = translate(`audit.events.${entry.eventType}.sentence`, { _: '' })
      if (template) return renderAuditSentence(template, entry)
      const action = translate(`audit.events.${entry.eventType}.action`, { _: '' })
      if (!action) return auditSentence(entry, catalogue)
      return entry.targetName ? `${action} (${entry.targetName})` : action
    }
    return {
      eventLabel: (eventType: string) =>
        translate(`audit.events.${eventType}.label`, { _: eventLabel(eventType, catalogue) }),
      sentence,
      /** 'Mia granted 2 glove to Pia' */
      entryLine: (entry: AuditEntryDto) => `${shownName(entry.actorName, entry.actorType)} ${sentence(entry)}`,
      category: (value: string) => code('categories', value),
      /** A severity or actor type as a filter option ('High', 'Moderator'). */
      severity: (value: string) => code('severities', value),
      actorType: (value: string) => code('actorTypes', value),
      targetType: (value: string) => code('targetTypes', value),
      /** A code as a badge ('HIGH', 'MODERATOR', 'PLAYER' in English). */
      badge: (value: string) => translate(`audit.badges.${value}`, { _: value }),
      detailLabel,
      /** 'Ada (ADMIN) → Creator One' */
      entrySummary: (entry: Pick<AuditEntryDto, 'actorName' | 'actorType' | 'targetName' | 'targetType'>) => {
        const badge = translate(`audit.badges.${entry.actorType}`, { _: entry.actorType })
        const actor = `${shownName(entry.actorName, entry.actorType)} (${badge})`
        return entry.targetName ? `${actor} → ${shownName(entry.targetName, entry.targetType)}` : actor
      },
      /** One line of the entry's most telling details ('Type: Glove · Count: 2'). */
      detailsSummary: (entry: AuditEntryDto) =>
        Object.entries(entry.details ?? {})
          .filter(([key]) => SUMMARY_DETAILS.has(key))
          .map(([key, value]) => `${detailLabel(key)}: ${detailValue(key, value)}`)
          .join(' · '),
    }
  }, [translate, catalogue])
}

/** What the page's search box matches: actor, details or target (and the event type). */
export function matchesSearch(entry: AuditEntryDto, needle: string): boolean {
  if (!needle) return true
  const haystack = [
    entry.actorName,
    entry.targetName ?? '',
    entry.targetType ?? '',
    entry.eventType,
    JSON.stringify(entry.details ?? {}),
  ]
  return haystack.some((value) => value.toLowerCase().includes(needle.toLowerCase()))
}

/** Up to `max` event types of the loaded entries, most frequent first (the filter buttons). */
export function topEventTypes(entries: AuditEntryDto[], max = 5): string[] {
  const counts = new Map<string, number>()
  for (const entry of entries) counts.set(entry.eventType, (counts.get(entry.eventType) ?? 0) + 1)
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([type]) => type)
}
