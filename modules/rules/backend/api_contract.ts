import { defineApiContract, successWith } from '#core/api_contract/contract'
import { addExclusionValidator, createRuleValidator, updateRuleValidator } from './validators.js'

const exclusion = successWith({ exclusion: { $ref: '#/components/schemas/RuleExclusionDto' } })

/** docs/api/rules.md */
export default defineApiContract({
  tag: 'Gift rules',
  description: 'What a gift grants, and the viewers whose gifts grant nothing.',
  routes: {
    'rules.rules.index': { summary: 'The creator’s gift rules', responses: { 200: 'RulesResponse' } },
    'rules.rules.store': { summary: 'Add a gift rule', body: createRuleValidator, responses: { 201: 'RuleResponse' } },
    'rules.rules.show': { summary: 'One gift rule', responses: { 200: 'RuleResponse' } },
    'rules.rules.update': {
      summary: 'Change a gift rule',
      body: updateRuleValidator,
      responses: { 200: 'RuleResponse' },
    },
    'rules.rules.destroy': { summary: 'Delete a gift rule', responses: { 200: 'RuleResponse' } },
    'rules.exclusions.index': { summary: 'Excluded viewers', responses: { 200: 'ExclusionsResponse' } },
    'rules.exclusions.store': {
      summary: 'Exclude a viewer',
      body: addExclusionValidator,
      responses: { 201: exclusion },
    },
    'rules.exclusions.destroy': { summary: 'Stop excluding a viewer', responses: { 200: exclusion } },
  },
})
