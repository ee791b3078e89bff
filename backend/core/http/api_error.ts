import { CORE_ERRORS, type ErrorCode, type ErrorParams } from '../shared/error_codes.js'

/**
 * An expected failure: the status, the English message, the stable `code` the app translates
 * (with `params`, the values in the message) and any extra fields of the answer.
 */
export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public code: ErrorCode,
    public params?: ErrorParams,
    public extra: Record<string, unknown> = {}
  ) {
    super(message)
  }
}

export function notFound(): ApiError
export function notFound(message: string, code: ErrorCode, params?: ErrorParams): ApiError
export function notFound(message = 'Not found', code: ErrorCode = CORE_ERRORS.not_found, params?: ErrorParams) {
  return new ApiError(404, message, code, params)
}

export function forbidden(): ApiError
export function forbidden(message: string, code: ErrorCode, params?: ErrorParams): ApiError
export function forbidden(
  message = 'You do not have permission to do this',
  code: ErrorCode = CORE_ERRORS.forbidden,
  params?: ErrorParams
) {
  return new ApiError(403, message, code, params)
}

export const conflict = (message: string, code: ErrorCode, params?: ErrorParams) =>
  new ApiError(409, message, code, params)
