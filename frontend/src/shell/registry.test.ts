import { translate } from './i18n'
import { describe, expect, it } from 'vitest'
import SettingsIcon from '@mui/icons-material/Settings'
import enabledModules from '../modules'
import { defineFrontendModule, type Role } from './manifest'
import { createElement, type ReactNode } from 'react'
import { renderHook } from '@testing-library/react'
import { contribute, extensionPoint } from '../../../backend/core/shared/extensions'
import { hasRoute, headerItemsFor, menuFor, ShellProvider, useContributions, widgetsFor } from './registry'

/** The admin module's manifest, taken from the shell's one module list. */
const admin = enabledModules.find((module) => module.name === 'admin')!

/** The admin module, independent of what else frontend/src/modules.ts enables. */
const modules = [admin]

const labels = (role: Role, list = modules) => menuFor(list, role).map((entry) => translate(entry.label))
const page = async () => ({ default: () => null })
const icon = SettingsIcon

/** Creator-side modules as their engineers would declare them (docs/api/web.md: sidebar). */
const creatorSide = [
  defineFrontendModule({
    dependsOn: [],
    name: 'live',
    routes: [{ path: '/kiosk', element: page, roles: ['CREATOR', 'MODERATOR'] }],
    menu: [{ label: 'Live Kiosk', path: '/kiosk', icon, roles: ['CREATOR', 'MODERATOR'], order: 10 }],
    headerItems: [{ id: 'live.indicator', component: page, roles: ['CREATOR'], order: 1 }],
  }),
  defineFrontendModule({
    dependsOn: [],
    name: 'powerups',
    routes: [{ path: '/powerups', element: page }],
    menu: [{ label: 'My Powerups', path: '/powerups', icon, roles: ['CREATOR', 'MODERATOR'], order: 20 }],
    dashboardWidgets: [
      { id: 'powerups.expiring', tab: 'overview', component: page, roles: ['CREATOR'], order: 20 },
      { id: 'powerups.today', tab: 'overview', component: page, roles: ['CREATOR', 'MODERATOR'], order: 10 },
    ],
  }),
  defineFrontendModule({
    dependsOn: [],
    name: 'players',
    routes: [{ path: '/players', element: page }],
    menu: [{ label: 'My Players', path: '/players', icon, roles: ['CREATOR', 'MODERATOR'], order: 30 }],
  }),
  defineFrontendModule({
    dependsOn: [],
    name: 'moderators',
    routes: [{ path: '/moderators', element: page }],
    // Declared too widely on purpose: the spec's route table still hides it from moderators.
    menu: [{ label: 'My Moderators', path: '/moderators', icon, roles: ['CREATOR', 'MODERATOR'], order: 40 }],
  }),
  defineFrontendModule({
    dependsOn: [],
    name: 'audit',
    dashboardWidgets: [{ id: 'audit.recent', tab: 'monitoring', component: page, roles: ['ADMIN'], order: 50 }],
  }),
  defineFrontendModule({
    dependsOn: [],
    name: 'settings',
    routes: [{ path: '/settings', element: page }],
    menu: [
      { label: 'System Settings', path: '/settings', icon, roles: ['ADMIN'], order: 90 },
      { label: 'My Settings', path: '/settings', icon, roles: ['CREATOR', 'MODERATOR'], order: 90 },
    ],
  }),
]

describe('menuFor: the sidebar by role', () => {
  it('shows only the entries of modules that exist', () => {
    expect(labels('ADMIN')).toEqual(['Dashboard', 'Admin Management', 'Creator Management', 'Users', 'System Health'])
    expect(labels('CREATOR')).toEqual(['Dashboard'])
    expect(labels('MODERATOR')).toEqual(['Dashboard'])
  })

  it('gives each role the spec sidebar once the modules are enabled', () => {
    const all = [...modules, ...creatorSide]
    expect(labels('ADMIN', all)).toEqual([
      'Dashboard',
      'Admin Management',
      'Creator Management',
      'Users',
      'System Health',
      'System Settings',
    ])
    expect(labels('CREATOR', all)).toEqual([
      'Dashboard',
      'Live Kiosk',
      'My Powerups',
      'My Players',
      'My Moderators',
      'My Settings',
    ])
    expect(labels('MODERATOR', all)).toEqual(['Dashboard', 'Live Kiosk', 'My Powerups', 'My Players', 'My Settings'])
  })
})

describe('dashboard widgets and header items', () => {
  it('filters widgets by role and tab and sorts them by order', () => {
    const all = [...modules, ...creatorSide]
    expect(widgetsFor(all, 'CREATOR', 'overview').map((widget) => widget.id)).toEqual([
      'powerups.today',
      'powerups.expiring',
    ])
    expect(widgetsFor(all, 'MODERATOR', 'overview').map((widget) => widget.id)).toEqual(['powerups.today'])
    expect(widgetsFor(all, 'ADMIN', 'overview').map((widget) => widget.id)).toEqual(['admin.overview'])
    expect(widgetsFor(all, 'ADMIN', 'monitoring').map((widget) => widget.id)).toEqual(['audit.recent'])
  })

  it('shows header items to their roles only', () => {
    expect(headerItemsFor(creatorSide, 'CREATOR').map((item) => item.id)).toEqual(['live.indicator'])
    expect(headerItemsFor(creatorSide, 'ADMIN')).toEqual([])
  })

  it('knows which paths a module serves', () => {
    const withResource = [
      ...modules,
      defineFrontendModule({ dependsOn: [], name: 'back-office', resources: [{ name: 'creators', roles: ['ADMIN'] }] }),
    ]
    expect(hasRoute(withResource, '/admin/creators')).toBe(true)
    expect(hasRoute(withResource, '/creators/4')).toBe(true)
    expect(hasRoute(modules, '/creators/4')).toBe(false)
    expect(hasRoute(modules, '/admin/creators/3/statistics')).toBe(false)
  })
})

describe('extension points', () => {
  const point = extensionPoint<{ id: string }>('test.items')
  const other = extensionPoint<{ id: string }>('test.other')
  const contributing = [
    defineFrontendModule({
      dependsOn: [],
      name: 'a',
      contributes: [contribute(point, { id: 'a1' }, { id: 'a2' }), contribute(other, { id: 'x' })],
    }),
    defineFrontendModule({ dependsOn: [], name: 'b' }),
    defineFrontendModule({ dependsOn: [], name: 'c', contributes: [contribute(point, { id: 'c1' })] }),
  ]

  it('hands the owner every item contributed to its point, in module order, and nothing else', () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ShellProvider, { modules: contributing, children })
    const { result } = renderHook(() => useContributions(point), { wrapper })
    expect(result.current.map((item) => item.id)).toEqual(['a1', 'a2', 'c1'])
  })

  it('a point nobody contributes to is empty', () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ShellProvider, { modules: [admin], children })
    const { result } = renderHook(() => useContributions(point), { wrapper })
    expect(result.current).toEqual([])
  })
})
