import type { HttpContext } from '@adonisjs/core/http'
import { addExclusionValidator, createRuleValidator, updateRuleValidator } from '../validators.js'
import * as rules from '../services/rules_service.js'

/**
 * Gift rules and exclusions of the acting creator. Moderators read; the creator (or an admin
 * impersonating them) writes (route middleware). Services scope every query to the tenant.
 */
export default class RulesController {
  async index({ acting }: HttpContext) {
    return { success: true, rules: await rules.listRules(acting) }
  }

  async show({ acting, params }: HttpContext) {
    return { success: true, rule: await rules.showRule(acting, Number(params.id)) }
  }

  async store({ acting, request, response }: HttpContext) {
    acting.requireCreatorId()
    const input = await request.validateUsing(createRuleValidator)
    return response.status(201).send({ success: true, rule: await rules.createRule(acting, input) })
  }

  async update({ acting, request, params }: HttpContext) {
    acting.requireCreatorId()
    const input = await request.validateUsing(updateRuleValidator)
    return { success: true, rule: await rules.updateRule(acting, Number(params.id), input) }
  }

  async destroy({ acting, params }: HttpContext) {
    return { success: true, rule: await rules.deleteRule(acting, Number(params.id)) }
  }

  async exclusions({ acting }: HttpContext) {
    return { success: true, exclusions: await rules.listExclusions(acting) }
  }

  async exclude({ acting, request, response }: HttpContext) {
    acting.requireCreatorId()
    const input = await request.validateUsing(addExclusionValidator)
    return response.status(201).send({ success: true, exclusion: await rules.addExclusion(acting, input) })
  }

  async unexclude({ acting, params }: HttpContext) {
    return { success: true, exclusion: await rules.removeExclusion(acting, Number(params.id)) }
  }
}
