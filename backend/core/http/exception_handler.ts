import app from '@adonisjs/core/services/app'
import { ExceptionHandler, type HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { ApiError } from './api_error.js'

interface ApiFailure {
  status: number
  error: string
  extra?: Record<string, unknown>
  headers?: Record<string, string>
}

/** Turns anything thrown into `{ success: false, error }` with the right status. */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) return { status: error.status, error: error.message, extra: error.extra }
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    const messages = error.messages as { field: string; message: string }[]
    return { status: 400, error: messages[0]?.message ?? 'Invalid input', extra: { errors: messages } }
  }
  if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS) {
    return { status: 401, error: 'Authentication required' }
  }
  if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE) {
    // A denial's own status and message (AuthorizationResponse.deny) win over Bouncer's 'Access denied'
    const denial = error.response
    return {
      status: denial.status ?? 403,
      error: denial.message || 'You do not have permission to do this',
    }
  }
  if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
    const seconds = Math.max(1, Math.ceil(error.response.availableIn))
    return {
      status: 429,
      error: `Too many requests. Try again in ${seconds} seconds.`,
      headers: { 'Retry-After': String(seconds) },
    }
  }
  if (error instanceof lucidErrors.E_ROW_NOT_FOUND) return { status: 404, error: 'Not found' }
  const status = (error as { status?: number })?.status
  // The body parser answers a JSON scalar ('"text"', '42') with 422; it is bad input like any other.
  if (status === 422) return { status: 400, error: 'The request body must be a JSON object' }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, error: (error as Error).message || 'Bad request' }
  }
  return { status: 500, error: 'Internal server error' }
}

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  async handle(error: unknown, ctx: HttpContext) {
    const failure = toApiFailure(error)
    for (const [name, value] of Object.entries(failure.headers ?? {})) ctx.response.header(name, value)
    ctx.response.status(failure.status).send({ success: false, error: failure.error, ...failure.extra })
  }

  async report(error: unknown, ctx: HttpContext) {
    if (toApiFailure(error).status >= 500) return super.report(error, ctx)
  }
}
