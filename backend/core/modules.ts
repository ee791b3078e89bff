import type { BaseCommand } from '@adonisjs/core/ace'
import type { ResourceDefinition } from './resources/resource.js'
import type { PushTopic } from './shared/push.js'
import type User from './users/user.js'
import type { SettingDeclaration } from './settings/declaration.js'
import type { AuditCategory, AuditEventDeclaration, AuditSeverity } from './shared/audit.js'
import type { Contribution } from './shared/extensions.js'
import type { ModuleDeclaration } from './shared/module_graph.js'
import type { ApiContract } from './api_contract/contract.js'
import type { PermissionDeclaration } from './shared/permissions.js'

/**
 * What a feature module declares to the backend shell, as data. The shell iterates the
 * enabled list in config/modules.ts; nothing else in the shell knows a module by name.
 */
export interface BackendModule extends ModuleDeclaration {
  /** Folder of the module's Lucid migrations. */
  migrations?: URL
  /** Registers the module's routes (spec paths under /api). */
  routes?: () => Promise<{ default: () => void }>
  /** Its routes' part of the OpenAPI document: summaries, validators, answer types (core/api_contract). */
  apiContract?: () => Promise<{ default: ApiContract }>
  /** Resources exposed to react-admin through /api/resources/<name>. */
  resources?: ResourceDefinition[]
  /**
   * The system settings this module owns (keys prefixed with its name: `powerups.defaultExpiry`):
   * served, validated, audited and stored by the kernel's settings registry; read back with
   * `settingValue(declaration)`.
   */
  settings?: SettingDeclaration[]
  /**
   * Audit event types this module records, with their category, severity, label and sentence.
   * The recorder refuses an event no manifest declares (core/audit/recorder.ts).
   */
  auditEvents?: Record<string, AuditEventDeclaration>
  /** The push topics it publishes (core/push): publishing any other topic is refused. */
  pushTopics?: PushTopic[]
  /**
   * What this module contributes to other modules' extension points, as data:
   * `contributes: [contribute(PLAYER_EXTENSIONS, { … })]` (core/shared/extensions.ts).
   */
  contributes?: Contribution[]
  /** Listeners for events of the core or other modules, wired at boot. */
  listeners?: () => Promise<{ default: () => void }>
  /** Runs once the HTTP server is ready (schedulers, live connections); returns a stopper. */
  start?: () => Promise<{ default: () => Promise<(() => Promise<void>) | void> }>
  /**
   * The permission ids a signed-in user holds beyond their role (a moderator's), or null when
   * the module does not limit this user. Sent with the session user so screens show only what
   * the server allows.
   */
  sessionPermissions?: () => Promise<{ default: (user: User) => Promise<string[] | null> }>
  /**
   * The moderator permissions this module checks (its `shared/permissions.ts`): the 403 text and
   * code of each, collected in module order by `declaredPermissions()`.
   */
  permissions?: readonly PermissionDeclaration[]
  /** Ace commands of the module (`node ace <name>`), loaded by core/module_commands.ts. */
  commands?: (() => Promise<{ default: typeof BaseCommand }>)[]
  /** Demo data for a fresh development database, in module order. */
  demoData?: () => Promise<{ default: (context: DemoContext) => Promise<void> }>
}

export type { AuditCategory, AuditEventDeclaration, AuditSeverity }
export { contribute, extensionPoint, type Contribution, type ExtensionPoint } from './shared/extensions.js'

/** Demo accounts created by the core, handed to each module's demo data. */
export interface DemoContext {
  adminId: number
  creatorIds: [number, number]
  moderatorId: number
}

export function defineBackendModule(module: BackendModule): BackendModule {
  return module
}
