import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError } from './api_error.js'

/** Longest client id and channel name the push routes take. */
const MAX_UID = 100
const MAX_CHANNEL = 200

function requireText(value: unknown, name: string, max: number) {
  if (typeof value !== 'string' || value.trim() === '') throw new ApiError(400, `${name} is required`)
  if (value.length > max) throw new ApiError(400, `${name} must be at most ${max} characters`)
}

/**
 * Route middleware of the push routes: @adonisjs/transmit reads `uid` (and `channel`) unchecked
 * and fails with a 500 on anything but text; they get the API's 400 instead.
 */
export function transmitInput(ctx: HttpContext, next: NextFn) {
  requireText(ctx.request.input('uid'), 'uid', MAX_UID)
  if (ctx.request.method() === 'POST') requireText(ctx.request.input('channel'), 'channel', MAX_CHANNEL)
  return next()
}
