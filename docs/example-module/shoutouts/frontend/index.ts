import CampaignIcon from '@mui/icons-material/Campaign'
import { contribute, defineFrontendModule, onPush } from '@shell'
import { PLAYER_MENU_ACTIONS } from '../../players/frontend/public'
import { SHOUTOUT_AUDIT_EVENTS } from '../shared/audit_events'
import { SHOUTOUT_TOPIC } from '../shared/push'
import { MODULE } from '../shared/module'

const TEAM = ['CREATOR', 'MODERATOR'] as const

/** Shoutouts: the /shoutouts page, its sidebar entry, a 'Shout Out' entry in the player menu. */
export default defineFrontendModule({
  ...MODULE,
  routes: [{ path: '/shoutouts', roles: TEAM, element: () => import('./ShoutoutsPage') }],
  menu: [{ label: 'Shoutouts', path: '/shoutouts', icon: CampaignIcon, roles: TEAM, order: 50 }],
  auditEvents: SHOUTOUT_AUDIT_EVENTS,
  // A shoutout sent anywhere (another screen, the CLI) reloads the list: this module's own cache only.
  pushHandlers: [
    onPush(SHOUTOUT_TOPIC, (_message, { queryClient }) => queryClient.invalidateQueries({ queryKey: ['shoutouts'] })),
  ],
  contributes: [
    contribute(PLAYER_MENU_ACTIONS, {
      id: 'shoutouts.shoutOut',
      order: 50,
      roles: TEAM,
      label: () => 'Shout Out',
      icon: CampaignIcon,
      dialog: () => import('./ShoutOutDialog'),
    }),
  ],
})
