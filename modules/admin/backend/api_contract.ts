import { defineApiContract, successWith } from '#core/api_contract/contract'
import {
  apiUsageValidator,
  createAdminValidator,
  createCreatorValidator,
  creatorTotalsValidator,
  importCreatorsValidator,
  impersonateValidator,
  listCreatorsValidator,
  toggleActiveValidator,
  updateAdminValidator,
  updateCreatorValidator,
} from './validators.js'
import { userCountsValidator } from './users/validators.js'

const text = { type: 'string' }
const data = (properties: Record<string, object>) =>
  successWith({ data: { type: 'object', properties, required: Object.keys(properties) } })

/** docs/api/admin.md */
export default defineApiContract({
  tag: 'Admin',
  description: 'The back office: creators, admins, impersonation and monitoring (admins).',
  routes: {
    'admin.creators.index': {
      summary: 'List creators',
      query: listCreatorsValidator,
      responses: { 200: 'CreatorsResponse' },
    },
    'admin.creators.summary': {
      summary: 'Creator totals',
      query: creatorTotalsValidator,
      responses: { 200: 'CreatorTotalsResponse' },
    },
    'admin.creators.store': {
      summary: 'Add a creator',
      body: createCreatorValidator,
      responses: { 201: 'CreatorResponse' },
    },
    'admin.creators.import': {
      summary: 'Import creators (a dry run answers 200)',
      body: importCreatorsValidator,
      responses: { 200: 'CreatorsImportResponse', 201: 'CreatorsImportResponse' },
    },
    'admin.creators.update': {
      summary: 'Change a creator',
      body: updateCreatorValidator,
      responses: { 200: 'CreatorResponse' },
    },
    'admin.creators.toggle': {
      summary: 'Activate or deactivate a creator',
      body: toggleActiveValidator,
      responses: { 200: 'CreatorResponse' },
    },
    'admin.creators.destroy': { summary: 'Delete a creator', responses: { 200: successWith() } },
    'admin.creators.impersonate': {
      summary: 'Act as a creator: answers a token for the creator’s session',
      body: impersonateValidator,
      responses: { 200: data({ impersonationToken: text, impersonationId: { type: 'integer' } }) },
    },
    'admin.impersonation.exit': {
      summary: 'Stop acting as a creator: answers a fresh admin session token',
      responses: { 200: data({ adminToken: text }) },
    },
    'admin.admins.index': { summary: 'List admins', responses: { 200: 'AdminsResponse' } },
    'admin.admins.store': { summary: 'Add an admin', body: createAdminValidator, responses: { 201: 'AdminResponse' } },
    'admin.admins.update': {
      summary: 'Change an admin',
      body: updateAdminValidator,
      responses: { 200: 'AdminResponse' },
    },
    'admin.admins.toggle': {
      summary: 'Activate or deactivate an admin',
      body: toggleActiveValidator,
      responses: { 200: 'AdminResponse' },
    },
    'admin.admins.destroy': { summary: 'Delete an admin', responses: { 200: successWith() } },
    'admin.users.summary': {
      summary: 'Account counts',
      query: userCountsValidator,
      responses: { 200: 'UserCountsResponse' },
    },
    'admin.monitoring.health': { summary: 'System health', responses: { 200: 'SystemHealthResponse' } },
    'admin.monitoring.usage': {
      summary: 'API usage',
      query: apiUsageValidator,
      responses: { 200: 'ApiUsageResponse' },
    },
    'admin.monitoring.alerts': { summary: 'System alerts', responses: { 200: 'SystemAlertsResponse' } },
    'monitoring.stats': { summary: 'Monitoring figures', responses: { 200: 'MonitoringStatsResponse' } },
    'monitoring.alerts': { summary: 'Monitoring alerts', responses: { 200: 'SystemAlertsResponse' } },
  },
})
