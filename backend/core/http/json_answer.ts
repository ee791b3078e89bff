import type { HttpContext } from '@adonisjs/core/http'

/**
 * `body` (plain data: no bigints, no cycles, as every DTO is) as the JSON answer, serialized by
 * the native JSON.stringify: the same text the framework writes (its safe stringify keeps keys in
 * insertion order too) at a fraction of the cost for long answers, e.g. a grant's or use's player
 * with 30-80 holdings (safe-stable-stringify was ~3 % of a grant's app CPU).
 */
export function jsonAnswer(ctx: HttpContext, body: object) {
  ctx.response.header('Content-Type', 'application/json; charset=utf-8')
  return JSON.stringify(body)
}
