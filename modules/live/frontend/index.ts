import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
import { defineFrontendModule } from '@shell'
import { registerKioskView, setKioskPushSource } from '../../powerups/frontend/public'
import { liveChannel } from './push/liveChannel'

registerKioskView({
  id: 'recent-gifters',
  label: 'Recent Gifters',
  icon: CardGiftcardIcon,
  order: 10,
  component: () => import('./kiosk/RecentGiftersView'),
})

// The kiosk polls every 30 s while push is up, every 5 s while it is down. The data itself is
// refreshed by the header's live bridge (LiveHeaderItem), on every page.
setKioskPushSource({
  subscribe: ({ onStatus }) => liveChannel.listen(() => undefined, onStatus),
})

/** Live: Recent Gifters on the kiosk, the LIVE indicator, TikTok and chat command settings. */
export default defineFrontendModule({
  name: 'live',
  headerItems: [
    { id: 'live.indicator', order: 10, roles: ['CREATOR', 'MODERATOR'], component: () => import('./header/LiveHeaderItem') },
  ],
  settingsSections: [
    { id: 'tiktok', title: 'TikTok Live Integration', order: 20, component: () => import('./settings/TiktokSettingsSection') },
    { id: 'chat-commands', title: 'Chat Commands', order: 30, component: () => import('./settings/ChatCommandsSection') },
  ],
})
