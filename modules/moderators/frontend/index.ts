import AddModeratorIcon from '@mui/icons-material/AddModerator'
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator'
import ShieldIcon from '@mui/icons-material/Shield'
import { contribute, defineFrontendModule } from '@shell'
import { PLAYER_MENU_ACTIONS, type PlayerMenuAction } from '../../players/frontend/public'
import { MODERATOR_AUDIT_EVENTS } from '../shared/audit_events'
import { MODULE } from '../shared/module'

const CREATOR = ['CREATOR'] as const

/** The player menu's Promote / Demote entries (between Edit 10 and Delete 100). */
const promote: PlayerMenuAction = {
  id: 'moderators.promote',
  order: 50,
  roles: CREATOR,
  label: (player) => (player.isModerator ? null : 'moderators.playerMenu.promote'),
  icon: AddModeratorIcon,
  dialog: () => import('./players/PromoteToModeratorDialog'),
}
const demote: PlayerMenuAction = {
  id: 'moderators.demote',
  order: 51,
  roles: CREATOR,
  label: (player) => (player.isModerator ? 'moderators.playerMenu.demote' : null),
  icon: RemoveModeratorIcon,
  dialog: () => import('./players/DemoteFromModeratorAction'),
}

/** Moderators: My Moderators (creators) and the moderator's My Activity tab (docs/api/moderators.md). */
export default defineFrontendModule({
  ...MODULE,
  messages: (language) => import(`./messages/${language}.ts`),
  errorMessages: (language) => import(`../shared/errors/${language}.ts`),
  auditEvents: MODERATOR_AUDIT_EVENTS,
  contributes: [contribute(PLAYER_MENU_ACTIONS, promote, demote)],
  routes: [{ path: '/moderators', roles: CREATOR, element: () => import('./page/ModeratorsPage') }],
  menu: [{ label: 'moderators.menu.myModerators', path: '/moderators', icon: ShieldIcon, roles: CREATOR, order: 40 }],
  dashboardWidgets: [
    {
      id: 'moderators.my-activity',
      tab: 'activity',
      roles: ['MODERATOR'],
      order: 10,
      component: () => import('./dashboard/MyActivityWidget'),
    },
  ],
})
