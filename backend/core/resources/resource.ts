import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel, ModelQueryBuilderContract, LucidRow } from '@adonisjs/lucid/types/model'
import type { UserActing } from '../acting/acting.js'
import type { Role } from '../shared/roles.js'
import { ApiError } from '../http/api_error.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

type Query = ModelQueryBuilderContract<LucidModel, LucidRow>

/**
 * A react-admin resource declared by a module: served by the generic resource API at
 * /api/resources/<name>. Reads are scoped here; writes go through the module's services.
 */
export interface ResourceDefinition {
  name: string
  /** Roles that may use the resource at all. */
  roles: Role[]
  model: () => Promise<{ default: LucidModel }>
  /** Column holding the creator id: rows are limited to the actor's tenant (admins see all). */
  tenantColumn?: string
  /** Columns matched by the `q` filter (case-insensitive substring). */
  searchColumns?: string[]
  /** Attribute names (camelCase) the list may sort by; the first is the default. */
  sortable: string[]
  /** Filters: filter key → column (exact match), or a function applying the value itself. */
  filters?: Record<string, string | ((query: Query, value: unknown) => void)>
  /** Extra scoping beyond the tenant, e.g. a role. */
  scope?: (query: Query, actor: UserActing) => void
  serialize?: (row: any) => unknown
  create?: (ctx: HttpContext) => Promise<LucidRow | Record<string, unknown>>
  update?: (ctx: HttpContext, row: any) => Promise<LucidRow | Record<string, unknown>>
  destroy?: (ctx: HttpContext, row: any) => Promise<void>
}

export function defineResource(resource: ResourceDefinition) {
  return resource
}

/**
 * A filter on a boolean column (ResourceDefinition.filters): JSON true or false, else 400 naming
 * it (a text such as "abc" matched nothing on SQLite and failed the query on PostgreSQL).
 */
export function booleanFilter(column: string, name: string) {
  return (query: Query, value: unknown) => {
    if (typeof value !== 'boolean')
      throw new ApiError(400, `The ${name} filter must be true or false`, CORE_ERRORS.filter_not_boolean, { name })
    query.where(column, value)
  }
}
