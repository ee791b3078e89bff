import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError } from './api_error.js'
import { INPUT_MESSAGES } from './validation.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

/**
 * Request bodies come uncompressed (no client of the API compresses them): a Content-Encoding
 * other than `identity` (spelled as the body parser reads it) is refused with 415 before the body
 * is read, where a body that does not inflate would fail inside zlib.
 */
export default class BodyEncodingMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const encoding = ctx.request.header('content-encoding')
    if (encoding !== undefined && encoding !== 'identity') {
      throw new ApiError(415, INPUT_MESSAGES.compressed, CORE_ERRORS.input_compressed)
    }
    return next()
  }
}
