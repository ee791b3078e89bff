import BoltIcon from '@mui/icons-material/Bolt'
import AddCircleIcon from '@mui/icons-material/AddCircle'
import TimerOffIcon from '@mui/icons-material/TimerOff'
import PersonIcon from '@mui/icons-material/Person'
import StorefrontIcon from '@mui/icons-material/Storefront'
import ViewModuleIcon from '@mui/icons-material/ViewModule'
import { contribute, defineFrontendModule, onPush } from '@shell'
import {
  invalidateLedger,
  PLAYER_ADDED_NOTES,
  PLAYER_BULK_ACTIONS,
  PLAYER_DETAIL_SECTIONS,
  PLAYER_LIST_ACTIONS,
  PLAYER_LIST_BADGES,
} from '../../players/frontend/public'
import { ExportBalancesButton } from './bulk/ExportBalancesButton'
import { ExportHistoryButton } from './bulk/ExportHistoryButton'
import { POWERUPS_CHANGED_TOPIC } from '../shared/push'
import { KIOSK_VIEWS, type KioskView } from './kiosk/kioskViews'
import { PowerupCountBadge } from './players/PowerupCountBadge'
import { starterPackText } from './players/starterPack'
import { POWERUP_AUDIT_EVENTS } from '../shared/audit_events'
import { MODULE } from '../shared/module'
import { POWERUPS_PERMISSIONS } from '../shared/permissions'

const TEAM = ['CREATOR', 'MODERATOR'] as const

const byPowerup: KioskView = {
  id: 'by-powerup',
  label: 'powerups.kiosk.byPowerup',
  icon: ViewModuleIcon,
  order: 20,
  searchable: true,
  component: () => import('./kiosk/ByPowerupView'),
}
const byPlayer: KioskView = {
  id: 'by-player',
  label: 'powerups.kiosk.byPlayer',
  icon: PersonIcon,
  order: 30,
  searchable: true,
  component: () => import('./kiosk/ByPlayerView'),
}

/** Powerups: the Live Kiosk, My Powerups, the player's powerups and the dashboard figures. */
export default defineFrontendModule({
  ...MODULE,
  errorMessages: (language) => import(`../shared/errors/${language}.ts`),
  auditEvents: POWERUP_AUDIT_EVENTS,
  permissions: POWERUPS_PERMISSIONS,
  routes: [
    { path: '/kiosk', element: () => import('./kiosk/KioskPage') },
    { path: '/powerups', element: () => import('./powerups/PowerupsPage') },
  ],
  menu: [
    { label: 'powerups.menu.kiosk', path: '/kiosk', icon: StorefrontIcon, roles: TEAM, order: 10 },
    { label: 'powerups.menu.powerups', path: '/powerups', icon: BoltIcon, roles: TEAM, order: 20 },
  ],
  // Players carry their holdings: the kiosk's tabs, the player pages' powerups, the starter pack.
  contributes: [
    contribute(KIOSK_VIEWS, byPowerup, byPlayer),
    contribute(PLAYER_DETAIL_SECTIONS, {
      id: 'powerups.active',
      order: 20,
      component: () => import('./players/PlayerPowerupsSection'),
    }),
    contribute(PLAYER_DETAIL_SECTIONS, {
      id: 'powerups.history',
      order: 30,
      component: () => import('./players/PlayerHistorySection'),
    }),
    contribute(PLAYER_LIST_BADGES, { id: 'powerups.count', order: 10, component: PowerupCountBadge }),
    contribute(PLAYER_ADDED_NOTES, { id: 'powerups.starterPack', order: 10, text: starterPackText }),
    // My Players: bulk grant and expire on the selected players, the balances and history downloads.
    contribute(
      PLAYER_BULK_ACTIONS,
      {
        id: 'powerups.bulkGrant',
        order: 10,
        label: 'powerups.bulk.grant',
        icon: AddCircleIcon,
        permission: 'grant_powerups',
        dialog: () => import('./bulk/BulkGrantDialog'),
      },
      {
        id: 'powerups.bulkExpire',
        order: 20,
        label: 'powerups.bulk.expire',
        icon: TimerOffIcon,
        permission: 'grant_powerups',
        danger: true,
        dialog: () => import('./bulk/BulkExpireDialog'),
      }
    ),
    contribute(
      PLAYER_LIST_ACTIONS,
      { id: 'powerups.export', order: 10, roles: TEAM, component: ExportBalancesButton },
      { id: 'powerups.exportHistory', order: 20, roles: TEAM, component: ExportHistoryButton }
    ),
  ],
  // Holdings are part of the ledger (players carry theirs, the figures sit under it).
  messages: (language) => import(`./messages/${language}.ts`),
  pushHandlers: [onPush(POWERUPS_CHANGED_TOPIC, (_message, { queryClient }) => void invalidateLedger(queryClient))],
  settingsSections: [
    {
      id: 'powerups',
      title: 'powerups.settings.title',
      order: 25,
      component: () => import('./settings/UndoWindowSection'),
    },
  ],
  dashboardWidgets: [
    {
      id: 'powerups.creator-stats',
      tab: 'overview',
      roles: ['CREATOR'],
      order: 10,
      component: () => import('./dashboard/StatsWidgets').then((module) => ({ default: module.CreatorStatsWidget })),
    },
    {
      id: 'powerups.moderator-stats',
      tab: 'overview',
      roles: ['MODERATOR'],
      order: 10,
      component: () => import('./dashboard/StatsWidgets').then((module) => ({ default: module.ModeratorStatsWidget })),
    },
    {
      id: 'powerups.soon-to-expire',
      tab: 'overview',
      roles: ['CREATOR'],
      order: 20,
      width: 'half',
      component: () => import('./dashboard/SoonToExpireWidget'),
    },
    {
      id: 'powerups.quick-actions',
      tab: 'overview',
      roles: TEAM,
      order: 21,
      width: 'half',
      component: () => import('./dashboard/QuickActionsWidget'),
    },
  ],
})
