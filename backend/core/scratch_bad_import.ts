// Scratch: a deliberately bad import, to prove the boundary rule fails `npm run lint`.
import { recordAudit } from '#modules/audit/backend/services/audit_service'

export const proof = recordAudit
