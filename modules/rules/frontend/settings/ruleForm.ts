import type { GiftRuleDto, GiftRuleInput } from '../../shared/rules'

/** The rule dialog's fields, as typed (blank optional numbers mean 'none' or 'the default'). */
export interface RuleFormValues {
  trigger: 'gift' | 'diamonds'
  giftName: string
  minDiamonds: string
  powerupType: string
  count: string
  expiresInDays: string
  cooldownSeconds: string
  perStreamCap: string
  stock: string
  enabled: 'on' | 'off'
}

export const EMPTY_RULE: RuleFormValues = {
  trigger: 'gift',
  giftName: '',
  minDiamonds: '',
  powerupType: 'glove',
  count: '1',
  expiresInDays: '',
  cooldownSeconds: '0',
  perStreamCap: '',
  stock: '',
  enabled: 'on',
}

const text = (value: number | null) => (value === null ? '' : String(value))

export function ruleFormValues(rule: GiftRuleDto): RuleFormValues {
  return {
    trigger: rule.giftName !== null ? 'gift' : 'diamonds',
    giftName: rule.giftName ?? '',
    minDiamonds: text(rule.minDiamonds),
    powerupType: rule.powerupType,
    count: String(rule.count),
    expiresInDays: text(rule.expiresInDays),
    cooldownSeconds: String(rule.cooldownSeconds),
    perStreamCap: text(rule.perStreamCap),
    stock: text(rule.stock),
    enabled: rule.enabled ? 'on' : 'off',
  }
}

/** A typed number: blank is null; anything else goes as typed (the server says what is wrong). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

/** What the dialog sends: the chosen trigger, the other one cleared. */
export function ruleInput(values: RuleFormValues): GiftRuleInput {
  return {
    giftName: values.trigger === 'gift' ? values.giftName : null,
    minDiamonds: values.trigger === 'diamonds' ? numberOrNull(values.minDiamonds) : null,
    powerupType: values.powerupType,
    count: Number(values.count),
    expiresInDays: numberOrNull(values.expiresInDays),
    cooldownSeconds: numberOrNull(values.cooldownSeconds) ?? 0,
    perStreamCap: numberOrNull(values.perStreamCap),
    stock: numberOrNull(values.stock),
    enabled: values.enabled === 'on',
  }
}

/**
 * What the dialog says before sending (a catalog key): the chosen trigger left blank (the server
 * checks the rest).
 */
export function ruleFormError(values: RuleFormValues): string | null {
  if (values.trigger === 'gift' && values.giftName.trim() === '') return 'rules.dialog.giftNameRequired'
  if (values.trigger === 'diamonds' && values.minDiamonds.trim() === '') return 'rules.dialog.minDiamondsRequired'
  return null
}
