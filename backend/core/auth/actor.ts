/**
 * Compatibility names for the kernel's Acting (backend/core/acting): `Actor` is a request's
 * acting value (`ctx.actor` is `ctx.acting`). Removed once the modules use Acting directly.
 */
export { tenantOf } from '../acting/acting.js'
export type { UserActing as Actor } from '../acting/acting.js'
export type { AuditIdentity, Impersonation } from '../shared/acting.js'
