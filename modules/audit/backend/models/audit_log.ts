/** The audit entry model lives in the kernel; this name stays until the audit module migrates. */
export { default } from '#core/audit/audit_entry'
