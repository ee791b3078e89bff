import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError, notFound } from './api_error.js'
import { INPUT_MESSAGES, MAX_ID } from './validation.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

/** Deeper than any request the API takes; recursive code past it (validators, serializers) could overflow. */
export const MAX_JSON_DEPTH = 32

/** A string no database or text column accepts as given: a NUL, or half of a surrogate pair. */
// eslint-disable-next-line no-control-regex -- the NUL is the point: databases refuse it
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** The message for text the API refuses, or null when it is fine. */
export function unstorableTextMessage(text: string): string | null {
  const found = UNSTORABLE_TEXT.exec(text)
  if (!found) return null
  return found[0] === '\u0000' ? INPUT_MESSAGES.nul : INPUT_MESSAGES.surrogate
}

/**
 * Refuses input no handler should see: NUL characters or lone surrogates in any string of the
 * query string, body or route params (keys included), and bodies nested deeper than
 * MAX_JSON_DEPTH. Walks without recursion, so no input can exhaust the stack here.
 */
export function assertCleanInput(input: unknown) {
  const stack: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }]
  while (stack.length) {
    const { value, depth } = stack.pop()!
    if (typeof value === 'string') {
      const message = unstorableTextMessage(value)
      if (message)
        throw new ApiError(
          400,
          message,
          message === INPUT_MESSAGES.nul ? CORE_ERRORS.input_nul : CORE_ERRORS.input_surrogate
        )
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH) throw new ApiError(400, INPUT_MESSAGES.tooDeep, CORE_ERRORS.input_too_deep)
      for (const [key, child] of Object.entries(value)) {
        stack.push({ value: key, depth }, { value: child, depth: depth + 1 })
      }
    }
  }
}

/** Route params named `id` or `…Id` are row ids: a positive 32-bit integer, else the row is not found. */
function assertIdParams(params: Record<string, unknown>) {
  for (const [name, value] of Object.entries(params)) {
    if (name !== 'id' && !name.endsWith('Id')) continue
    const text = String(value)
    if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > MAX_ID) throw notFound()
  }
}

/** The body parser's JSON types (config/bodyparser.ts): the only bodies the API reads. */
const JSON_TYPES = ['application/json', 'application/vnd.api+json']

/**
 * A body, when a request has one, is a JSON object: another content type would reach the
 * handlers as an empty body (415), a JSON array as a list where every handler reads fields (400).
 */
function assertJsonObjectBody(request: HttpContext['request']) {
  // No body: neither chunks nor a length above 0 (a POST without a body often says `Content-Length: 0`).
  const length = request.header('content-length')
  if (request.header('transfer-encoding') === undefined && (length === undefined || Number(length) === 0)) return
  if (!request.is(JSON_TYPES)) throw new ApiError(415, INPUT_MESSAGES.notJson, CORE_ERRORS.input_not_json)
  if (Array.isArray(request.body())) throw new ApiError(400, INPUT_MESSAGES.notObject, CORE_ERRORS.input_not_object)
}

export default class InputGuardMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    assertCleanInput(ctx.params)
    assertIdParams(ctx.params)
    assertCleanInput(ctx.request.qs())
    assertCleanInput(ctx.request.body())
    assertJsonObjectBody(ctx.request)
    return next()
  }
}
