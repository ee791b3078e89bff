import SportsKabaddiIcon from '@mui/icons-material/SportsKabaddi'
import { contribute, defineFrontendModule, SERVICE_TEXTS } from '@shell'
import { CREATOR_STATISTICS_SECTIONS } from '../../analytics/frontend/public'
import { KIOSK_BANNERS } from '../../powerups/frontend/public'
import { MATCH_AUDIT_EVENTS } from '../shared/audit_events'
import { MODULE } from '../shared/module'
import { matchesPushHandlers } from './pushHandlers'

const TEAM = ['CREATOR', 'MODERATOR'] as const
const ADMIN = ['ADMIN'] as const

/** Matches (issue 31): the kiosk's match bar and ready strip, match history and reports, per-match limits. */
export default defineFrontendModule({
  ...MODULE,
  auditEvents: MATCH_AUDIT_EVENTS,
  messages: (language) => import(`./messages/${language}.ts`),
  errorMessages: (language) => import(`../shared/errors/${language}.ts`),
  routes: [
    { path: '/matches', roles: TEAM, element: () => import('./history/MatchHistoryPage') },
    { path: '/matches/:id', roles: TEAM, element: () => import('./report/MatchReportPage') },
    { path: '/admin/creators/:creatorId/matches', roles: ADMIN, element: () => import('./history/MatchHistoryPage') },
    {
      path: '/admin/creators/:creatorId/matches/:id',
      roles: ADMIN,
      element: () => import('./report/MatchReportPage'),
    },
  ],
  menu: [{ label: 'matches.menu', path: '/matches', icon: SportsKabaddiIcon, roles: TEAM, order: 25 }],
  contributes: [
    contribute(SERVICE_TEXTS, () => import('./monitoring/serviceTexts')),
    contribute(KIOSK_BANNERS, {
      id: 'matches.bar',
      order: 10,
      roles: TEAM,
      component: () => import('./kiosk/MatchBar'),
    }),
    contribute(CREATOR_STATISTICS_SECTIONS, {
      id: 'matches.statistics',
      order: 10,
      component: () => import('./statistics/MatchStatisticsCard'),
    }),
  ],
  pushHandlers: matchesPushHandlers,
  settingsSections: [
    // Right after Settings › Powerups (25).
    {
      id: 'matches.limits',
      title: 'matches.limits.title',
      order: 26,
      component: () => import('./settings/MatchLimitsSection'),
    },
  ],
})
