/**
 * What the audit frontend offers other modules' frontends: the Audit Log component
 * (docs/api/audit.md) for their dashboards, e.g. a moderator's own recent activity.
 */
export { AuditLog, type AuditLogProps } from './components/AuditLog'
