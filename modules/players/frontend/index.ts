import DeleteIcon from '@mui/icons-material/DeleteOutline'
import EditIcon from '@mui/icons-material/Edit'
import GroupsIcon from '@mui/icons-material/Groups'
import MergeIcon from '@mui/icons-material/MergeType'
import { contribute, defineFrontendModule, onPush } from '@shell'
import { PLAYERS_CHANGED_TOPIC } from '../shared/push'
import { invalidateLedger } from './playersApi'
import { PLAYER_MENU_ACTIONS, type PlayerMenuAction } from './extensions'
import { PLAYER_AUDIT_EVENTS } from '../shared/audit_events'
import { MODULE } from '../shared/module'
import { PLAYERS_PERMISSIONS } from '../shared/permissions'

/** The player menu's own entries; other modules contribute theirs the same way (see public.ts). */
const editPlayer: PlayerMenuAction = {
  id: 'players.edit',
  order: 10,
  roles: ['ADMIN', 'CREATOR', 'MODERATOR'],
  permission: 'manage_players',
  label: () => 'players.detail.edit',
  icon: EditIcon,
  dialog: () => import('./dialogs/EditPlayerDialog'),
}
const mergePlayer: PlayerMenuAction = {
  id: 'players.merge',
  order: 90,
  roles: ['ADMIN', 'CREATOR', 'MODERATOR'],
  permission: 'manage_players',
  label: () => 'players.detail.merge',
  icon: MergeIcon,
  dialog: () => import('./dialogs/MergePlayerDialog'),
}
const deletePlayer: PlayerMenuAction = {
  id: 'players.delete',
  order: 100,
  roles: ['ADMIN', 'CREATOR'],
  label: () => 'players.detail.delete',
  icon: DeleteIcon,
  danger: true,
  dialog: () => import('./dialogs/DeletePlayerDialog'),
}

/** Players: My Players and the player detail page (docs/api/players.md). */
export default defineFrontendModule({
  ...MODULE,
  errorMessages: (language) => import(`../shared/errors/${language}.ts`),
  auditEvents: PLAYER_AUDIT_EVENTS,
  permissions: PLAYERS_PERMISSIONS,
  routes: [
    { path: '/players', element: () => import('./list/PlayersPage') },
    { path: '/players/:playerId', element: () => import('./detail/PlayerDetailPage') },
  ],
  menu: [
    { label: 'players.menu.players', path: '/players', icon: GroupsIcon, roles: ['CREATOR', 'MODERATOR'], order: 30 },
  ],
  contributes: [contribute(PLAYER_MENU_ACTIONS, editPlayer, mergePlayer, deletePlayer)],
  messages: (language) => import(`./messages/${language}.ts`),
  pushHandlers: [onPush(PLAYERS_CHANGED_TOPIC, (_message, { queryClient }) => void invalidateLedger(queryClient))],
})
