import { extensionPoint } from '../shared/extensions.js'
import type { SettingField } from '../shared/settings.js'

/**
 * A kind of data that grows with traffic, kept for the days a system setting says, then deleted by
 * the kernel's sweep (core/database/retention.ts). Modules contribute theirs in their manifests:
 * `contribute(RETENTION, { kind: 'gifts', table: 'live_gifts', column: 'received_at', days })`.
 * Kept free of services so a manifest may import it. The column needs an index of its own.
 */
export interface RetentionRule {
  /** What the log names: 'gifts', 'audit entries'. */
  kind: string
  table: string
  /** The row's age: a timestamp, or a UTC day written 'YYYY-MM-DD' (`stores: 'day'`). */
  column: string
  stores?: 'timestamp' | 'day'
  /** Days to keep (an integer setting); 0 keeps the rows forever. */
  days: SettingField<number>
}

export const RETENTION = extensionPoint<RetentionRule>('core.retention')
