import DeleteIcon from '@mui/icons-material/DeleteOutline'
import EditIcon from '@mui/icons-material/Edit'
import GroupsIcon from '@mui/icons-material/Groups'
import { defineFrontendModule, onPush } from '@shell'
import { PLAYERS_CHANGED_TOPIC } from '../shared/push'
import { invalidateLedger } from './playersApi'
import { registerPlayerMenuAction } from './extensions'
import { PLAYER_AUDIT_EVENTS } from '../shared/audit_events'

/** The player menu's own entries; other modules add theirs the same way (see public.ts). */
registerPlayerMenuAction({
  id: 'players.edit',
  order: 10,
  roles: ['ADMIN', 'CREATOR', 'MODERATOR'],
  permission: 'manage_players',
  label: () => 'Edit Player',
  icon: EditIcon,
  dialog: () => import('./dialogs/EditPlayerDialog'),
})
registerPlayerMenuAction({
  id: 'players.delete',
  order: 100,
  roles: ['ADMIN', 'CREATOR'],
  label: () => 'Delete Player',
  icon: DeleteIcon,
  danger: true,
  dialog: () => import('./dialogs/DeletePlayerDialog'),
})

/** Players: My Players and the player detail page (spec 1 §2). */
export default defineFrontendModule({
  name: 'players',
  auditEvents: PLAYER_AUDIT_EVENTS,
  routes: [
    { path: '/players', element: () => import('./list/PlayersPage') },
    { path: '/players/:playerId', element: () => import('./detail/PlayerDetailPage') },
  ],
  menu: [{ label: 'My Players', path: '/players', icon: GroupsIcon, roles: ['CREATOR', 'MODERATOR'], order: 30 }],
  pushHandlers: [onPush(PLAYERS_CHANGED_TOPIC, (_message, { queryClient }) => void invalidateLedger(queryClient))],
})
