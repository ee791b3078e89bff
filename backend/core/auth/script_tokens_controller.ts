import vine from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import { withMessages } from '../http/validation.js'
import {
  SCRIPT_SCOPES,
  SCRIPT_TOKEN_LIMITS,
  SCRIPT_TOKEN_TEXTS,
  type CreatedScriptTokenResponse,
  type ScriptTokensResponse,
} from '../shared/script_tokens.js'
import { createScriptToken, listScriptTokens, revokeScriptToken } from './script_tokens.js'

const { nameMax, daysMin, daysMax } = SCRIPT_TOKEN_LIMITS

export const createTokenValidator = withMessages(
  vine.compile(
    vine.object({
      name: vine.string().trim().minLength(1).maxLength(nameMax),
      scopes: vine.array(vine.enum(SCRIPT_SCOPES)).minLength(1).distinct(),
      expiresInDays: vine.number().withoutDecimals().range([daysMin, daysMax]).optional(),
    })
  ),
  {
    'name.required': 'Give the token a name',
    'name.minLength': 'Give the token a name',
    'name.maxLength': `A token's name must be at most ${nameMax} characters`,
    'scopes.required': `Choose at least one scope: ${SCRIPT_SCOPES.join(', ')}`,
    'scopes.array.minLength': `Choose at least one scope: ${SCRIPT_SCOPES.join(', ')}`,
    'scopes.*.enum': `A scope is one of ${SCRIPT_SCOPES.join(', ')}`,
    'scopes.array.distinct': 'Name each scope once',
    'expiresInDays.number': `expiresInDays is a number of days from ${daysMin} to ${daysMax}`,
    'expiresInDays.withoutDecimals': `expiresInDays is a number of days from ${daysMin} to ${daysMax}`,
    'expiresInDays.range': `expiresInDays is a number of days from ${daysMin} to ${daysMax}`,
  }
)

const idValidator = vine.compile(vine.object({ id: vine.number().withoutDecimals().range([1, 2147483647]) }))

/** `/api/tokens`: an account's tokens for scripts (a person's session only; docs/api/core.md). */
export default class ScriptTokensController {
  async index({ acting }: HttpContext): Promise<ScriptTokensResponse> {
    return { success: true, tokens: await listScriptTokens(acting) }
  }

  async store({ acting, request, response }: HttpContext) {
    const input = await request.validateUsing(createTokenValidator)
    const created = await createScriptToken(acting, input)
    const answer: CreatedScriptTokenResponse = { success: true, message: SCRIPT_TOKEN_TEXTS.created, ...created }
    return response.status(201).send(answer)
  }

  async destroy({ acting, params }: HttpContext) {
    const { id } = await idValidator.validate(params).catch(() => ({ id: 0 }))
    await revokeScriptToken(acting, id)
    return { success: true, message: SCRIPT_TOKEN_TEXTS.revoked }
  }
}
