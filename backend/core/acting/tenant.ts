import { AuthorizationResponse } from '@adonisjs/bouncer'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type User from '../users/user.js'
import { ApiError } from '../http/api_error.js'
import { CREATOR_CONTEXT_REQUIRED } from '../shared/acting.js'
import type { Acting } from './acting.js'
import { CORE_ERRORS, type ErrorCode } from '../shared/error_codes.js'
import type { PermissionDeclaration } from '../shared/permissions.js'

/*
| Tenant access, default-deny: a creator's data is reachable only through an acting value whose
| tenant is that creator. Reads scope their query with `scopeToCreator`; a row fetched by id
| passes `assertOwns` (a 404, as if it did not exist, for another creator's row).
*/

/**
 * Who besides the creator may act: no moderator, any moderator, or one holding a permission
 * (`acting.holds`, resolved with the request), refused with its declaration's text and code.
 */
export type ModeratorGate = 'none' | 'any' | PermissionDeclaration

export const ONLY_THE_CREATOR = 'Only the creator can do this'

/**
 * The one tenant rule of abilities: the creator (or an admin impersonating them) acts for their
 * own data; their moderators as `moderators` says; an admin outside impersonation has no tenant
 * and is refused.
 */
export async function tenantAccess(acting: Acting<User>, moderators: ModeratorGate) {
  if (acting.creatorId === null)
    return AuthorizationResponse.deny(CREATOR_CONTEXT_REQUIRED, 403).t(CORE_ERRORS.creator_context_required)
  if (acting.role === 'CREATOR') return true
  if (acting.role !== 'MODERATOR' || moderators === 'none')
    return AuthorizationResponse.deny(ONLY_THE_CREATOR, 403).t(CORE_ERRORS.only_the_creator)
  if (moderators === 'any') return true
  if (acting.holds(moderators.id)) return true
  return AuthorizationResponse.deny(moderators.denied, 403).t(moderators.code)
}

type Scopable = ModelQueryBuilderContract<any, any> | DatabaseQueryBuilderContract<any>

/** Limits a query to the acting tenant's rows (403 without a tenant). */
export function scopeToCreator<Q extends Scopable>(query: Q, acting: Acting, column = 'creator_id'): Q {
  return query.where(column, acting.requireCreatorId()) as Q
}

/** Whether a row belongs to the acting tenant; never for an acting value without one. */
export function owns(acting: Acting, row: { creatorId: number | null }) {
  return acting.creatorId !== null && row.creatorId === acting.creatorId
}

/** A row of another tenant answers as missing (404 with `notFoundMessage`). */
export function assertOwns<R extends { creatorId: number | null }>(
  acting: Acting,
  row: R | null,
  notFoundMessage = 'Not found',
  code: ErrorCode = CORE_ERRORS.not_found
): R {
  if (!row || !owns(acting, row)) throw new ApiError(404, notFoundMessage, code)
  return row
}
