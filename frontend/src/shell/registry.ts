import { createContext, createElement, lazy, useContext, useMemo, type ComponentType, type ReactNode } from 'react'
import DashboardIcon from '@mui/icons-material/SpaceDashboard'
import { canAccess, collectAccessRules, matchesPath, type AccessRules } from './access'
import type { DashboardTab, FrontendModule, LazyComponent, MenuEntry, Role } from './manifest'
import { useSession } from './session'
import { collectContributions, type ExtensionPoint } from '../../../backend/core/shared/extensions'
import { collectAuditEvents } from '../../../backend/core/shared/audit_events'
import { collectPermissions } from '../../../backend/core/shared/permissions'

/** The shell's own sidebar entry, every role's Dashboard (docs/api/web.md). */
export const DASHBOARD_MENU_ENTRY: MenuEntry = {
  label: 'shell.menu.dashboard',
  path: '/dashboard',
  icon: DashboardIcon,
  order: 0,
}

const lazyComponents = new Map<LazyComponent, ComponentType>()

/** One React.lazy component per loader, so a page keeps its state across re-renders. */
export function lazyComponent(loader: LazyComponent): ComponentType {
  let component = lazyComponents.get(loader)
  if (!component) {
    component = lazy(loader)
    lazyComponents.set(loader, component)
  }
  return component
}

const allows = (roles: readonly Role[] | undefined, role: Role) => !roles || roles.includes(role)
const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order

/** Sidebar entries for a role: listed for it, and leading to a page it may open. */
export function menuFor(modules: readonly FrontendModule[], role: Role, rules = collectAccessRules(modules)) {
  const entries = [DASHBOARD_MENU_ENTRY, ...modules.flatMap((module) => module.menu ?? [])]
  return entries.filter((entry) => allows(entry.roles, role) && canAccess(role, entry.path, rules)).sort(byOrder)
}

export function widgetsFor(modules: readonly FrontendModule[], role: Role, tab: DashboardTab) {
  return modules
    .flatMap((module) => module.dashboardWidgets ?? [])
    .filter((widget) => widget.tab === tab && allows(widget.roles, role))
    .sort(byOrder)
}

export function headerItemsFor(modules: readonly FrontendModule[], role: Role) {
  return modules
    .flatMap((module) => module.headerItems ?? [])
    .filter((item) => allows(item.roles, role))
    .sort(byOrder)
}

/** Whether a module serves this path (e.g. link to a page only once its module has landed). */
export function hasRoute(modules: readonly FrontendModule[], path: string) {
  return modules.some(
    (module) =>
      module.routes?.some((route) => matchesPath(route.path, path)) ||
      module.resources?.some((resource) => matchesPath(`/${resource.name}/*`, path))
  )
}

/** The toast a route declares for users the guard turns away from `path`, if any. */
export function accessDeniedNotice(modules: readonly FrontendModule[], path: string) {
  return modules.flatMap((module) => module.routes ?? []).find((route) => matchesPath(route.path, path))?.accessDenied
}

interface ShellContextValue {
  modules: readonly FrontendModule[]
  rules: AccessRules
}

const ShellContext = createContext<ShellContextValue>({ modules: [], rules: collectAccessRules([]) })

export function ShellProvider({ modules, children }: { modules: readonly FrontendModule[]; children: ReactNode }) {
  const value = useMemo(() => ({ modules, rules: collectAccessRules(modules) }), [modules])
  return createElement(ShellContext.Provider, { value }, children)
}

/** The enabled modules and their access rules. */
export function useShell() {
  return useContext(ShellContext)
}

/** `canAccess` for the signed-in user: `useCanAccess()('/admin/creators')`. */
export function useCanAccess() {
  const { rules } = useShell()
  const { user } = useSession()
  return (target: string) => canAccess(user?.role, target, rules)
}

export function useHasRoute() {
  const { modules } = useShell()
  return (path: string) => hasRoute(modules, path)
}

/** What the enabled modules contribute to an extension point (see `extensionPoint`). */
export function useContributions<T>(point: ExtensionPoint<T>): T[] {
  const { modules } = useShell()
  return useMemo(() => collectContributions(modules, point), [modules, point])
}

/** Every audit event the kernel and the enabled modules declare, by type (labels and sentences). */
export function useAuditCatalogue() {
  const { modules } = useShell()
  return useMemo(() => collectAuditEvents(modules), [modules])
}

/** The moderator permissions the enabled modules declare, in module order (each with its module: its texts' namespace). */
export function useDeclaredPermissions() {
  const { modules } = useShell()
  return useMemo(() => collectPermissions(modules), [modules])
}
