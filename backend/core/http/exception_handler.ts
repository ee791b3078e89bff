import app from '@adonisjs/core/services/app'
import { ExceptionHandler, type HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { ApiError } from './api_error.js'
import { CORE_ERRORS, validationCode, type ErrorCode, type ErrorParams } from '../shared/error_codes.js'
import { INPUT_MESSAGES } from './validation.js'
import { recordError } from '../monitoring/error_log.js'
import { storageFaultOf, storageFaults } from '../database/storage_faults.js'

interface ApiFailure {
  status: number
  error: string
  code: ErrorCode
  params?: ErrorParams
  extra?: Record<string, unknown>
  headers?: Record<string, string>
}

/**
 * Database errors that bad input causes, by PostgreSQL SQLSTATE or SQLite code. A safety net:
 * validators should refuse such input first, but a missed case still answers 4xx, not 500.
 */
const INPUT_DATABASE_ERRORS: Record<string, ApiFailure> = {
  '22001': { status: 400, error: 'A value is too long', code: CORE_ERRORS.value_too_long },
  '22003': { status: 400, error: 'A number is out of range', code: CORE_ERRORS.number_out_of_range },
  '22021': { status: 400, error: 'Text contains characters that cannot be stored', code: CORE_ERRORS.unstorable_text },
  '22P02': { status: 400, error: 'A value has the wrong type', code: CORE_ERRORS.wrong_type },
  '22P05': { status: 400, error: 'Text contains characters that cannot be stored', code: CORE_ERRORS.unstorable_text },
  '23503': { status: 409, error: 'A record this refers to no longer exists', code: CORE_ERRORS.reference_gone },
  '23505': { status: 409, error: 'This already exists', code: CORE_ERRORS.already_exists },
  SQLITE_TOOBIG: { status: 400, error: 'A value is too long', code: CORE_ERRORS.value_too_long },
  SQLITE_CONSTRAINT_FOREIGNKEY: {
    status: 409,
    error: 'A record this refers to no longer exists',
    code: CORE_ERRORS.reference_gone,
  },
  SQLITE_CONSTRAINT_UNIQUE: { status: 409, error: 'This already exists', code: CORE_ERRORS.already_exists },
}

/** The body parser's JSON failure: its own message (a parser's, or a stack overflow's) stays inside. */
function bodyParserFailure(error: unknown): ApiFailure | null {
  const failed = error as { status?: number; body?: unknown }
  if (failed?.status !== 400 || !(error instanceof Error) || failed.body === undefined) return null
  return error instanceof RangeError
    ? { status: 400, error: INPUT_MESSAGES.tooDeep, code: CORE_ERRORS.input_too_deep }
    : { status: 400, error: INPUT_MESSAGES.badJson, code: CORE_ERRORS.input_bad_json }
}

/** What a 503 without its own Retry-After asks the caller to wait. */
const UNAVAILABLE_RETRY_SECONDS = 5

/** A Vine error item: its rule and field, and the rule's options (`min`, `max`, `choices`). */
interface ValidationItem {
  field: string
  message: string
  rule: string
  meta?: Record<string, unknown>
}

/** The params of a validation error: the field and the rule's scalar options (a list joined). */
function validationParams(item: ValidationItem | undefined): ErrorParams | undefined {
  if (!item) return undefined
  const params: ErrorParams = { field: item.field }
  for (const [name, value] of Object.entries(item.meta ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value
    else if (Array.isArray(value)) params[name] = value.join(', ')
  }
  return params
}

/** Turns anything thrown into `{ success: false, error, code, params? }` with the right status. */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) {
    // A 503 is a passing state (a database restart, Redis away, a connection changing hands).
    const headers = error.status === 503 ? { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) } : undefined
    return {
      status: error.status,
      error: error.message,
      code: error.code,
      params: error.params,
      extra: error.extra,
      headers,
    }
  }
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    const items = error.messages as ValidationItem[]
    const first = items[0]
    return {
      status: 400,
      error: first?.message ?? 'Invalid input',
      code: validationCode(first?.rule ?? 'invalid'),
      params: validationParams(first),
      extra: { errors: items.map((item) => ({ ...item, code: validationCode(item.rule) })) },
    }
  }
  if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS) {
    return { status: 401, error: 'Authentication required', code: CORE_ERRORS.unauthenticated }
  }
  if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE) {
    // A denial's own status, message and code (AuthorizationResponse.deny(…).t(code, params)) win over Bouncer's
    const denial = error.response
    return {
      status: denial.status ?? 403,
      error: denial.message || 'You do not have permission to do this',
      code: (denial.translation?.identifier as ErrorCode | undefined) ?? CORE_ERRORS.forbidden,
      params: denial.translation?.data,
    }
  }
  if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
    const seconds = Math.max(1, Math.ceil(error.response.availableIn))
    return {
      status: 429,
      error: `Too many requests. Try again in ${seconds} seconds.`,
      code: CORE_ERRORS.too_many_requests,
      params: { seconds },
      headers: { 'Retry-After': String(seconds) },
    }
  }
  if (error instanceof lucidErrors.E_ROW_NOT_FOUND)
    return { status: 404, error: 'Not found', code: CORE_ERRORS.not_found }
  const databaseCode = (error as { code?: unknown })?.code
  if (typeof databaseCode === 'string' && INPUT_DATABASE_ERRORS[databaseCode])
    return INPUT_DATABASE_ERRORS[databaseCode]
  const fault = storageFaultOf(error)
  if (fault)
    return {
      status: fault.status,
      error: fault.error,
      code: fault.errorCode,
      headers: { 'Retry-After': String(fault.retryAfterSeconds) },
    }
  const parserFailure = bodyParserFailure(error)
  if (parserFailure) return parserFailure
  const status = (error as { status?: number })?.status
  // The body parser answers a JSON scalar ('"text"', '42') with 422; it is bad input like any other.
  if (status === 422) return { status: 400, error: INPUT_MESSAGES.notObject, code: CORE_ERRORS.input_not_object }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, error: (error as Error).message || 'Bad request', code: CORE_ERRORS.bad_request }
  }
  return { status: 500, error: 'Internal server error', code: CORE_ERRORS.internal }
}

/** A 500 answer in the error log (`system`), with the acting creator when the request had one. */
function recordServerError(error: unknown, ctx: HttpContext) {
  const route = ctx.route?.pattern ?? ctx.request.url()
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return recordError('system', message, {
    creatorId: ctx.acting?.creatorId ?? null,
    source: `${ctx.request.method()} ${route}`,
  })
}

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  async handle(error: unknown, ctx: HttpContext) {
    const failure = toApiFailure(error)
    const fault = storageFaultOf(error)
    // A database fault is logged once per episode (storageFaults), not once per request.
    if (fault) storageFaults.record(fault)
    else if (failure.status >= 500) await recordServerError(error, ctx)
    for (const [name, value] of Object.entries(failure.headers ?? {})) {
      if (!ctx.response.getHeader(name)) ctx.response.header(name, value)
    }
    const { error: text, code, params } = failure
    ctx.response
      .status(failure.status)
      .send({ success: false, error: text, code, ...(params && { params }), ...failure.extra })
  }

  async report(error: unknown, ctx: HttpContext) {
    if (toApiFailure(error).status >= 500 && !storageFaultOf(error)) return super.report(error, ctx)
  }
}
