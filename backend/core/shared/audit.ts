/** The audit vocabulary of the kernel: what a module declares for each event it records. */
export const AUDIT_CATEGORIES = [
  'AUTHENTICATION',
  'USER_MANAGEMENT',
  'SYSTEM_CONFIG',
  'API_USAGE',
  'SECURITY',
  'DATA_CHANGE',
] as const
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number]

export const AUDIT_SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const
export type AuditSeverity = (typeof AUDIT_SEVERITIES)[number]

/**
 * A sentence template for the audit screens ('granted {count} {powerupType} to {target}'):
 * - `{target}`: the entry's target name ('unknown' when it has none);
 * - `{key}`: `details[key]`; alternatives with `|` (`{powerupType|type}`: the first one set);
 * - `{key:count}`: a positive number, else 1; `{key:slug}`: lower-case, `_` → `-`;
 * - `{key=fallback}`: the fallback when no alternative is set.
 * An event without a sentence reads from its type ('CREATOR_UPDATED' → 'updated creator (Nova)').
 */
export type AuditSentenceTemplate = string

/** How a module declares one of its audit events (manifest `auditEvents`). */
export interface AuditEventDeclaration {
  category: AuditCategory
  severity: AuditSeverity
  /** The human name of the event in the audit screens ('Powerup Granted'). */
  label?: string
  /** What the actor did, as the audit page words it; see AuditSentenceTemplate. */
  sentence?: AuditSentenceTemplate
  /** When the recorder is given another severity than the declared one (`record`'s options), the rule, for the docs. */
  severityRule?: string
}

/** The entry fields a sentence reads. */
export interface AuditSentenceEntry {
  targetName?: string | null
  details?: Record<string, unknown> | null
}

const PLACEHOLDER = /\{([^{}]+)\}/g

function formatValue(value: unknown, format: string | undefined): string {
  if (format === 'count') {
    const count = Number(value)
    return String(Number.isFinite(count) && count > 0 ? count : 1)
  }
  const text = String(value)
  return format === 'slug' ? text.toLowerCase().replace(/_/g, '-') : text
}

/** Fills a sentence template from an entry (see AuditSentenceTemplate). */
export function renderAuditSentence(template: AuditSentenceTemplate, entry: AuditSentenceEntry): string {
  const details = entry.details ?? {}
  return template.replace(PLACEHOLDER, (_match, spec: string) => {
    const [keysAndFormat, fallback] = spec.split('=')
    const [keys, format] = keysAndFormat.split(':')
    if (keys === 'target') return entry.targetName ?? fallback ?? 'unknown'
    const value = keys
      .split('|')
      .map((key) => details[key])
      .find((candidate) => candidate !== undefined && candidate !== null && candidate !== '')
    if (value === undefined) return format === 'count' ? '1' : (fallback ?? '')
    return formatValue(value, format)
  })
}
