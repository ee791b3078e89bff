/** `audit:recorded` is a kernel event now (backend/core/events.ts); this name stays until the audit module migrates. */
export { AUDIT_RECORDED } from '#core/events'
