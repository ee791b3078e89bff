import SettingsIcon from '@mui/icons-material/Settings'
import TuneIcon from '@mui/icons-material/Tune'
import { defineFrontendModule } from '../shell/manifest'

/**
 * The core Settings page (/settings) as a manifest, like any module: its route, the sidebar
 * entries 'System Settings' (admin) and 'My Settings' (others), and the header item that applies
 * the user's preferences after sign-in. Modules add sections with `settingsSections`.
 */
export default defineFrontendModule({
  name: 'settings',
  dependsOn: [],
  routes: [{ path: '/settings', element: () => import('./SettingsPage') }],
  menu: [
    { label: 'shell.menu.systemSettings', path: '/settings', icon: SettingsIcon, roles: ['ADMIN'], order: 90 },
    { label: 'shell.menu.mySettings', path: '/settings', icon: TuneIcon, roles: ['CREATOR', 'MODERATOR'], order: 90 },
  ],
  headerItems: [{ id: 'settings.preferences', order: 0, component: () => import('./SettingsHeaderItem') }],
})
