import type { Contribution } from '../../../backend/core/shared/extensions'
import type { ModuleDeclaration } from '../../../backend/core/shared/module_graph'
import type { ComponentType } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import type { PushMessageOf, PushTopic } from '../../../backend/core/shared/push'
import type { AuditEventDeclaration } from '../../../backend/core/shared/audit'
import type { PermissionDeclaration } from '../../../backend/core/shared/permissions'
import type { Language } from '../../../backend/core/shared/settings'
import type { Messages } from './i18n'
import type { Toast } from './notify'

/**
 * What a feature module declares to the frontend shell, as data (conventions §1).
 *
 * A module exports one `defineFrontendModule({...})` from `modules/<name>/frontend/index.ts`;
 * the shell iterates the list in `frontend/src/modules.ts` to build react-admin resources,
 * custom routes, the role sidebar, dashboard tabs and header items. Every page is loaded on
 * demand (`() => import('./Page')`), so a module adds nothing to the first page but its icons.
 * Roles omitted = any signed-in user.
 */
export const ROLES = ['ADMIN', 'CREATOR', 'MODERATOR'] as const
export type Role = (typeof ROLES)[number]

/**
 * A catalog of one language loaded on demand: `(language) => import(\`./messages/${language}.ts\`)`.
 * Its texts sit under the module's name (`{ players: { list: { empty: '…' } } }`); error messages
 * under `errors.<module>`.
 */
export type MessagesLoader = (language: Language) => Promise<{ default: Messages }>

/** A component loaded on demand, e.g. `() => import('./players/PlayerList')`. */
export type LazyComponent = () => Promise<{ default: ComponentType }>

/** A react-admin resource backed by `/api/resources/<name>` (route `/<name>`). */
export interface ResourceEntry {
  name: string
  roles: readonly Role[]
  /** A key of the module's messages, like every label and title of a manifest (`players.resource.name`). */
  label?: string
  list?: LazyComponent
  show?: LazyComponent
  edit?: LazyComponent
  create?: LazyComponent
  icon?: ComponentType
  recordRepresentation?: string | ((record: Record<string, unknown>) => string)
}

/** A custom page. `path` is a react-router pattern such as `/admin/creators/:id/statistics`. */
export interface RouteEntry {
  path: string
  element: LazyComponent
  roles?: readonly Role[]
  /** false: full-screen page without header and sidebar (still signed-in only). Default true. */
  layout?: boolean
  /** The toast shown when the route guard sends a user whose role may not open it to /dashboard. */
  accessDenied?: Toast
}

/** A sidebar link. Shown when the role is listed and the role may open `path`. */
export interface MenuEntry {
  label: string
  path: string
  icon: ComponentType
  roles?: readonly Role[]
  /** Position in the sidebar, ascending; Dashboard is 0. See docs/modules.md for the slots. */
  order: number
}

export type DashboardTab = 'overview' | 'monitoring' | 'activity'

/** A block on /dashboard, placed in one tab. */
export interface DashboardWidget {
  id: string
  tab: DashboardTab
  component: LazyComponent
  roles?: readonly Role[]
  order: number
  /** 'half' shares a row with the next half widget on wide screens. Default 'full'. */
  width?: 'full' | 'half'
}

/** A small element in the header bar (e.g. the LIVE indicator). */
export interface HeaderItem {
  id: string
  component: LazyComponent
  roles?: readonly Role[]
  order: number
}

/**
 * A section of the Settings page (/settings), placed by `order` among the core's: Profile 10,
 * Notifications 40, Preferences 45, General 50, Security 60, Account Security 70, Danger Zone 80
 * (docs/api/settings.md puts TikTok Live Integration and Chat Commands between Profile and Notifications).
 * Its component may join the page's Save Changes with `useSettingsSave`.
 */
export interface SettingsSection {
  id: string
  title: string
  component: LazyComponent
  roles?: readonly Role[]
  order: number
}

/**
 * What a module does with a message of one of its own push topics, on every page while signed
 * in: it updates its own cached queries, never another module's. Build it with `onPush`.
 */
export interface PushHandlerEntry<Topic extends PushTopic = PushTopic> {
  topic: Topic
  handle(message: PushMessageOf<Topic>, context: { queryClient: QueryClient }): void
}

/** `onPush(LIVE_TOPICS.gifts, ({ gifts }, { queryClient }) => …)`: a typed push handler. */
export function onPush<Topic extends PushTopic>(
  topic: Topic,
  handle: PushHandlerEntry<Topic>['handle']
): PushHandlerEntry<Topic> {
  return { topic, handle }
}

export interface FrontendModule extends ModuleDeclaration {
  resources?: ResourceEntry[]
  routes?: RouteEntry[]
  menu?: MenuEntry[]
  dashboardWidgets?: DashboardWidget[]
  headerItems?: HeaderItem[]
  settingsSections?: SettingsSection[]
  pushHandlers?: PushHandlerEntry[]
  /** Items this module adds to other modules' extension points: `contribute(point, …items)`. */
  contributes?: Contribution[]
  /** The audit events it records (its `shared/audit_events.ts`): labels and sentences of the audit screens. */
  auditEvents?: Record<string, AuditEventDeclaration>
  /**
   * The moderator permissions it checks (its `shared/permissions.ts`), offered by the permission
   * pickers with the texts `<module>.permissions.<id>.label` / `.description` of its catalogs.
   */
  permissions?: readonly PermissionDeclaration[]
  /** Its texts in one language (`modules/<m>/frontend/messages/<code>.ts`), loaded when the language is chosen. */
  messages?: MessagesLoader
  /** Its server error codes' messages in one language (`modules/<m>/shared/errors/<code>.ts`): `errors.<m>.<code>`. */
  errorMessages?: MessagesLoader
}

export function defineFrontendModule(module: FrontendModule): FrontendModule {
  return module
}
