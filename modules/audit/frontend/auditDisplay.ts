import { formatDateTime, type Role } from '@shell'
import { AUDIT_PERIOD_DAYS, type AuditEntryDto, type AuditPeriodDays, type AuditSeverity } from '../shared/audit'
import { auditSentence, humanize, type AuditCatalogue } from '../shared/sentences'

export { eventLabel, humanize } from '../shared/sentences'

export const SEVERITY_COLORS: Record<AuditSeverity, 'error' | 'warning' | 'info' | 'default'> = {
  CRITICAL: 'error',
  HIGH: 'warning',
  MEDIUM: 'info',
  LOW: 'default',
}

/** 'Ada (ADMIN) → Creator One' */
export function entrySummary(entry: Pick<AuditEntryDto, 'actorName' | 'actorType' | 'targetName'>): string {
  const actor = `${entry.actorName} (${entry.actorType})`
  return entry.targetName ? `${actor} → ${entry.targetName}` : actor
}

export const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: humanize(value) }))

/** The period select (docs/api/audit.md). */
export const PERIOD_LABELS: Record<AuditPeriodDays, string> = {
  1: 'Last 24 hours',
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
}
export const PERIODS = AUDIT_PERIOD_DAYS.map((days) => ({ days, label: PERIOD_LABELS[days] }))

/** The audit page's subtitle by role (docs/api/audit.md). */
export function auditSubtitle(role: Role | undefined): string {
  if (role === 'CREATOR') return "Audit log of your actions and your moderators' actions"
  if (role === 'ADMIN') return 'Complete audit trail of all system activities and user actions'
  return 'activities related to your account and powerups'
}

/** 'Mia granted 2 glove to Pia' */
export const entryLine = (entry: AuditEntryDto, catalogue: AuditCatalogue) =>
  `${entry.actorName} ${auditSentence(entry, catalogue)}`

const DETAIL_LABELS: Record<string, string> = {
  powerupType: 'Type',
  count: 'Count',
  expiresAt: 'Expires',
  gameId: 'Game',
  permissions: 'Permissions',
  reason: 'Reason',
  tiktokId: 'TikTok ID',
  source: 'Source',
  changed: 'Changed',
  status: 'Status',
}

/** A detail value as text: lists joined, dates readable, objects as JSON. */
export function detailText(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (Array.isArray(value)) return value.map(detailText).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value)
  return String(value)
}

export const detailLabel = (key: string) => DETAIL_LABELS[key] ?? humanize(key.replace(/([a-z])([A-Z])/g, '$1_$2'))

/** One line of the entry's most telling details ('Type: glove · Count: 2'). */
export function detailsSummary(entry: AuditEntryDto): string {
  return Object.entries(entry.details ?? {})
    .filter(([key]) => key in DETAIL_LABELS)
    .map(([key, value]) => `${detailLabel(key)}: ${detailText(value)}`)
    .join(' · ')
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
