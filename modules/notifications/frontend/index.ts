import { defineFrontendModule, onPush } from '@shell'
import { NOTICE_AUDIT_EVENTS } from '../shared/audit_events'
import { NOTICES_CHANGED_TOPIC } from '../shared/push'
import { noticesKey } from './noticesApi'
import { MODULE } from '../shared/module'

/** Notifications: the header's bell with the user's in-app notices, kept fresh by push. */
export default defineFrontendModule({
  ...MODULE,
  messages: (language) => import(`./messages/${language}.ts`),
  auditEvents: NOTICE_AUDIT_EVENTS,
  headerItems: [
    {
      id: 'notifications.bell',
      order: 20,
      roles: ['CREATOR', 'MODERATOR'],
      component: () => import('./header/NoticeBell'),
    },
  ],
  // The creator's channel reaches all their users: each reloads its own notices (the server scopes them).
  pushHandlers: [
    onPush(NOTICES_CHANGED_TOPIC, (_message, { queryClient }) => {
      void queryClient.invalidateQueries({ queryKey: noticesKey })
    }),
  ],
})
