import { defineApiContract } from '#core/api_contract/contract'
import {
  auditStatsValidator,
  exportAuditLogsValidator,
  exportSystemAuditLogsValidator,
  listAuditLogsValidator,
  listSystemAuditLogsValidator,
} from './validators.js'

/** docs/api/audit.md */
export default defineApiContract({
  tag: 'Audit',
  description: 'The audit trail of a creator, and of the whole platform for admins.',
  routes: {
    'audit.logs.index': {
      summary: 'The creator’s audit log',
      query: listAuditLogsValidator,
      responses: { 200: 'AuditLogsResponse' },
    },
    'audit.logs.stats': {
      summary: 'Audit figures',
      query: auditStatsValidator,
      responses: { 200: 'AuditStatsResponse' },
    },
    'audit.logs.export': {
      summary: 'Export the audit log (CSV or JSON)',
      query: exportAuditLogsValidator,
      produces: 'text/csv',
    },
    'audit.system_logs.index': {
      summary: 'The platform’s audit log',
      query: listSystemAuditLogsValidator,
      responses: { 200: 'SystemAuditLogsResponse' },
    },
    'audit.system_logs.export': {
      summary: 'Export the platform’s audit log',
      query: exportSystemAuditLogsValidator,
      produces: 'text/csv',
    },
  },
})
