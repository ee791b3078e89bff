import { api } from '@shell'
import type {
  ExclusionsResponse,
  GiftRuleDto,
  GiftRuleInput,
  RuleExclusionDto,
  RuleResponse,
  RulesResponse,
} from '../shared/rules'

export const rulesKeys = {
  rules: ['rules', 'list'] as const,
  exclusions: ['rules', 'exclusions'] as const,
}

/** The module's `/api/rules` calls (docs/api.md). */
export const rulesApi = {
  list: () => api.get<RulesResponse>('/api/rules').then((answer) => answer.rules),
  create: (input: GiftRuleInput) => api.post<RuleResponse>('/api/rules', input).then((answer) => answer.rule),
  update: (id: number, input: Partial<GiftRuleInput>) =>
    api.put<RuleResponse>(`/api/rules/${id}`, input).then((answer) => answer.rule),
  remove: (id: number) => api.delete<{ success: true; rule: GiftRuleDto }>(`/api/rules/${id}`),
  exclusions: () => api.get<ExclusionsResponse>('/api/rules/exclusions').then((answer) => answer.exclusions),
  exclude: (input: { handle: string } | { userId: string }) =>
    api.post<{ success: true; exclusion: RuleExclusionDto }>('/api/rules/exclusions', input),
  unexclude: (id: number) => api.delete<{ success: true }>(`/api/rules/exclusions/${id}`),
}
