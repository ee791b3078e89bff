import router from '@adonisjs/core/services/router'
import string from '@adonisjs/core/helpers/string'
import type { HttpContext } from '@adonisjs/core/http'
import type { BackendModule } from '../modules.js'
import type { ResourceDefinition } from './resource.js'
import type { LucidModel, LucidRow, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { ApiError, notFound } from '../http/api_error.js'
import { assertCleanInput } from '../http/input_guard_middleware.js'
import { MAX_ID } from '../http/validation.js'
import { middleware } from '#start/kernel'
import { CORE_ERRORS } from '../shared/error_codes.js'

function parseJson<T>(raw: unknown, fallback: T, name: string): T {
  if (raw === undefined || raw === null || raw === '') return fallback
  let parsed: unknown
  try {
    parsed = JSON.parse(String(raw))
  } catch {
    throw new ApiError(400, `The ${name} parameter must be JSON`, CORE_ERRORS.parameter_not_json, { name })
  }
  assertCleanInput(parsed)
  return parsed as T
}

/** Wrapped in an object: a query builder is thenable, so returning it bare would run it. */
async function scopedQuery(resource: ResourceDefinition, ctx: HttpContext) {
  const model = (await resource.model()).default
  const query: ModelQueryBuilderContract<LucidModel, LucidRow> = model.query()
  if (resource.tenantColumn && ctx.acting.creatorId !== null) {
    query.where(resource.tenantColumn, ctx.acting.creatorId)
  } else if (resource.tenantColumn && !ctx.acting.isAdmin) {
    throw new ApiError(403, 'You do not have permission to access this resource', CORE_ERRORS.forbidden)
  }
  resource.scope?.(query, ctx.acting)
  return { query }
}

async function findScoped(resource: ResourceDefinition, ctx: HttpContext) {
  const id = Number(ctx.params.id)
  if (!Number.isInteger(id)) throw notFound()
  const { query } = await scopedQuery(resource, ctx)
  const row = await query.where('id', id).first()
  if (!row) throw notFound()
  return row
}

const present = (resource: ResourceDefinition, row: any) =>
  resource.serialize ? resource.serialize(row) : typeof row?.serialize === 'function' ? row.serialize() : row

/** Most rows one list call answers, and most ids one getMany asks for. */
const MAX_ROWS = 1000

/**
 * The `id` filter: one id or a list of ids (getMany). Like a reference to a deleted record, an id
 * that cannot exist (beyond 32 bits) matches nothing; what is not an integer is refused.
 */
function idFilter(value: unknown) {
  const ids = Array.isArray(value) ? value : [value]
  if (ids.length > MAX_ROWS)
    throw new ApiError(400, `The id filter takes at most ${MAX_ROWS} ids`, CORE_ERRORS.id_filter_too_long, {
      max: MAX_ROWS,
    })
  const numbers = ids.map((id) => (typeof id === 'string' && id.trim() !== '' ? Number(id) : id))
  if (!numbers.every((id) => Number.isSafeInteger(id)))
    throw new ApiError(400, 'The id filter must hold record ids', CORE_ERRORS.id_filter_not_ids)
  return (numbers as number[]).filter((id) => id > 0 && id <= MAX_ID)
}

/**
 * GET list with sort/range/filter and Content-Range, as ra-data-simple-rest expects: every
 * resource sorts by `id`, getMany (an `id` list and no range) answers every requested row, and
 * a filter the resource does not declare is refused rather than ignored.
 */
async function list(resource: ResourceDefinition, ctx: HttpContext) {
  const sort = parseJson<unknown>(ctx.request.input('sort'), [resource.sortable[0], 'ASC'], 'sort')
  const filter = parseJson<Record<string, unknown>>(ctx.request.input('filter'), {}, 'filter')
  if (!Array.isArray(sort) || typeof sort[0] !== 'string' || (sort[1] !== undefined && typeof sort[1] !== 'string')) {
    throw new ApiError(400, 'sort must be [field, "ASC" or "DESC"]', CORE_ERRORS.sort_invalid)
  }
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter))
    throw new ApiError(400, 'The filter parameter must be a JSON object', CORE_ERRORS.filter_not_object)
  const ids = filter.id === undefined ? null : idFilter(filter.id)
  const range = parseJson<unknown>(ctx.request.input('range'), [0, Math.max(ids?.length ?? 25, 1) - 1], 'range')
  if (!Array.isArray(range))
    throw new ApiError(400, `range must be [start, end] with at most ${MAX_ROWS} rows`, CORE_ERRORS.range_invalid, {
      max: MAX_ROWS,
    })
  const [sortField, sortOrder] = sort as [string, string | undefined]
  const [start, end] = range as [number, number]
  if (sortField !== 'id' && !resource.sortable.includes(sortField))
    throw new ApiError(400, `Cannot sort by ${sortField}`, CORE_ERRORS.sort_field_unknown, { field: sortField })
  if (
    !Number.isInteger(start) ||
    !Number.isInteger(end) ||
    start < 0 ||
    end < start ||
    end - start >= MAX_ROWS ||
    end > MAX_ID
  ) {
    throw new ApiError(400, `range must be [start, end] with at most ${MAX_ROWS} rows`, CORE_ERRORS.range_invalid, {
      max: MAX_ROWS,
    })
  }
  const filterKeys = ['id', ...(resource.searchColumns?.length ? ['q'] : []), ...Object.keys(resource.filters ?? {})]
  const unknownKey = Object.keys(filter).find((key) => !filterKeys.includes(key))
  if (unknownKey !== undefined)
    throw new ApiError(400, `Cannot filter by ${unknownKey}`, CORE_ERRORS.filter_unknown, { field: unknownKey })
  if (filter.q !== undefined && typeof filter.q !== 'string')
    throw new ApiError(400, 'The q filter must be text', CORE_ERRORS.filter_q_not_text)

  const { query } = await scopedQuery(resource, ctx)
  if (ids) query.whereIn('id', ids)
  if (typeof filter.q === 'string' && filter.q.trim()) {
    const needle = `%${filter.q.trim().toLowerCase()}%`
    query.where((q) => {
      for (const column of resource.searchColumns!) q.orWhereRaw(`lower(${column}) like ?`, [needle])
    })
  }
  for (const [key, column] of Object.entries(resource.filters ?? {})) {
    if (filter[key] === undefined) continue
    if (typeof column === 'function') column(query, filter[key])
    else if (filter[key] !== null && typeof filter[key] === 'object')
      throw new ApiError(400, `The ${key} filter must be a single value`, CORE_ERRORS.filter_single_value, {
        name: key,
      })
    else query.where(column, filter[key] as any)
  }

  const total = Number((await query.clone().count('* as total').first())?.$extras.total ?? 0)
  const rows = await query
    .orderBy(string.snakeCase(sortField), sortOrder === 'DESC' ? 'desc' : 'asc')
    .orderBy('id', 'asc')
    .offset(start)
    .limit(end - start + 1)
  // RFC 9110: `*/total` when the range holds no row (an empty list, or a page past the end).
  const shown = rows.length ? `${start}-${start + rows.length - 1}` : '*'
  ctx.response.header('Content-Range', `${resource.name} ${shown}/${total}`)
  return rows.map((row: LucidRow) => present(resource, row))
}

/** Mounts /api/resources/<name> for every resource of every enabled module. */
export function registerResourceRoutes(modules: readonly BackendModule[]) {
  for (const resource of modules.flatMap((m) => m.resources ?? [])) {
    const base = `/api/resources/${resource.name}`
    const name = `resources.${resource.name}`
    const guard = middleware.actor({ roles: resource.roles })
    const unsupported = () => {
      throw new ApiError(405, `${resource.name} cannot be changed here`, CORE_ERRORS.resource_read_only, {
        resource: resource.name,
      })
    }

    router
      .get(base, (ctx) => list(resource, ctx))
      .use(guard)
      .as(`${name}.list`)
    router
      .get(`${base}/:id`, async (ctx) => present(resource, await findScoped(resource, ctx)))
      .use(guard)
      .as(`${name}.show`)
    router
      .post(base, async (ctx) => (resource.create ? present(resource, await resource.create(ctx)) : unsupported()))
      .use(guard)
      .as(`${name}.create`)
    router
      .put(`${base}/:id`, async (ctx) => {
        if (!resource.update) return unsupported()
        return present(resource, await resource.update(ctx, await findScoped(resource, ctx)))
      })
      .use(guard)
      .as(`${name}.update`)
    router
      .delete(`${base}/:id`, async (ctx) => {
        if (!resource.destroy) return unsupported()
        const row = await findScoped(resource, ctx)
        const shown = present(resource, row)
        await resource.destroy(ctx, row)
        return shown
      })
      .use(guard)
      .as(`${name}.delete`)
  }
}
