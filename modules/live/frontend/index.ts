import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
import { contribute, defineFrontendModule, SERVICE_TEXTS } from '@shell'
import { KIOSK_VIEWS } from '../../powerups/frontend/public'
import { livePushHandlers } from './pushHandlers'
import { LIVE_AUDIT_EVENTS } from '../shared/audit_events'
import { MODULE } from '../shared/module'

/** Live: Recent Gifters on the kiosk, the LIVE indicator, the TikTok settings. */
export default defineFrontendModule({
  ...MODULE,
  errorMessages: (language) => import(`../shared/errors/${language}.ts`),
  auditEvents: LIVE_AUDIT_EVENTS,
  contributes: [
    contribute(SERVICE_TEXTS, () => import('./monitoring/serviceTexts')),
    contribute(KIOSK_VIEWS, {
      id: 'recent-gifters',
      label: 'live.kiosk.recentGifters',
      icon: CardGiftcardIcon,
      order: 10,
      component: () => import('./kiosk/RecentGiftersView'),
    }),
  ],
  headerItems: [
    {
      id: 'live.indicator',
      order: 10,
      roles: ['CREATOR', 'MODERATOR'],
      component: () => import('./header/LiveHeaderItem'),
    },
  ],
  messages: (language) => import(`./messages/${language}.ts`),
  pushHandlers: livePushHandlers,
  settingsSections: [
    {
      id: 'tiktok',
      title: 'live.settings.title',
      order: 20,
      component: () => import('./settings/TiktokSettingsSection'),
    },
  ],
})
