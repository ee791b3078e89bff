/** What other modules' backends may import from the audit module (with its shared/ folder); nothing else of it. */
export { actorActivity } from './services/audit_query_service.js'
