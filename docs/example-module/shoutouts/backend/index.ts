import { defineBackendModule } from '#core/modules'
import { defineResource } from '#core/resources/resource'
import { SHOUTOUT_AUDIT_EVENTS } from '../shared/audit_events.js'
import { SHOUTOUT_TOPIC } from '../shared/push.js'
import { MODULE } from '../shared/module.js'
import { SHOUTOUT_SETTINGS } from './settings.js'

/** Shoutouts: a creator's team sends short messages to the stream (the docs' example module). */
export default defineBackendModule({
  ...MODULE,
  migrations: new URL('./database/migrations', import.meta.url),
  routes: () => import('./routes.js'),
  // Read-only: the Shoutouts page lists them with react-admin's useGetList; writes go through the route.
  resources: [
    defineResource({
      name: 'shoutouts',
      roles: ['CREATOR', 'MODERATOR'],
      model: () => import('./models/shoutout.js'),
      tenantColumn: 'creator_id',
      searchColumns: ['message'],
      sortable: ['createdAt'],
    }),
  ],
  settings: Object.values(SHOUTOUT_SETTINGS),
  auditEvents: SHOUTOUT_AUDIT_EVENTS,
  pushTopics: [SHOUTOUT_TOPIC],
})
