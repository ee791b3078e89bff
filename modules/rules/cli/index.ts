import {
  Command,
  InvalidArgumentError,
  UsageError,
  action,
  defineCliModule,
  parseId,
  parsePositiveInt,
} from '../../../cli/src/sdk.js'
import { canonicalType, POWERUP_LABELS, POWERUP_TYPES, type PowerupType } from '../../powerups/shared/powerups.js'
import { RULE_AUDIT_EVENTS } from '../shared/audit_events.js'
import { ruleTrigger, type GiftRuleDto, type RuleResponse, type RulesResponse } from '../shared/rules.js'
import { MODULE } from '../shared/module.js'

function parseType(value: string): PowerupType {
  const type = canonicalType(value)
  if (!type) throw new InvalidArgumentError(`Expected one of ${POWERUP_TYPES.join(', ')}.`)
  return type
}

function parseSeconds(value: string) {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError('Expected a whole number of seconds (0 or more).')
  }
  return Number(value)
}

const grantOf = (rule: GiftRuleDto) => `${rule.count} × ${POWERUP_LABELS[rule.powerupType]}`

function listCommand() {
  return new Command('list').description('List the gift rules, with what each has granted and its stock left').action(
    action(async (ctx) => {
      const { rules } = await ctx.api.get<RulesResponse>('/api/rules')
      ctx.out.result({ rules }, () =>
        ctx.out.table(
          rules,
          [
            { header: 'id', value: (r) => r.id, align: 'right' },
            { header: 'when', value: (r) => ruleTrigger(r) },
            { header: 'grant', value: grantOf },
            { header: 'expires', value: (r) => (r.expiresInDays === null ? 'default' : `${r.expiresInDays} d`) },
            { header: 'cooldown', value: (r) => (r.cooldownSeconds ? `${r.cooldownSeconds} s` : '-') },
            { header: 'per stream', value: (r) => r.perStreamCap ?? '-', align: 'right' },
            { header: 'stock left', value: (r) => (r.stock === null ? '-' : `${r.stockLeft}/${r.stock}`) },
            { header: 'grants', value: (r) => r.grants, align: 'right' },
            { header: 'status', value: (r) => (r.enabled ? 'on' : 'paused') },
          ],
          'No gift rules'
        )
      )
    })
  )
}

interface AddOptions {
  gift?: string
  minDiamonds?: number
  grant: PowerupType
  count?: number
  expiresInDays?: number
  cooldown?: number
  perStreamCap?: number
  stock?: number
}

function addCommand() {
  return new Command('add')
    .description('Add a gift rule: a gift (by name) or a gift worth at least N diamonds grants its sender powerups')
    .option('--gift <name>', 'the gift that triggers the rule (any case)')
    .option('--min-diamonds <n>', 'or: a gift worth at least this many diamonds (value × count)', parsePositiveInt)
    .requiredOption('--grant <type>', `powerup type granted: ${POWERUP_TYPES.join(', ')}`, parseType)
    .option('--count <k>', 'units per grant, 1-10', parsePositiveInt)
    .option(
      '--expires-in-days <d>',
      'days until granted units expire, 1-365 (default: the system setting)',
      parsePositiveInt
    )
    .option('--cooldown <seconds>', 'seconds before the same player gets this rule again (default 0)', parseSeconds)
    .option('--per-stream-cap <n>', 'grants per live stream at most', parsePositiveInt)
    .option('--stock <n>', 'units the rule may grant in all', parsePositiveInt)
    .action(
      action<AddOptions>(async (ctx) => {
        const { gift, minDiamonds } = ctx.opts
        if ((gift === undefined) === (minDiamonds === undefined)) {
          throw new UsageError('Give either --gift <name> or --min-diamonds <n>.')
        }
        const { rule } = await ctx.api.post<RuleResponse>('/api/rules', {
          giftName: gift ?? null,
          minDiamonds: minDiamonds ?? null,
          powerupType: ctx.opts.grant,
          count: ctx.opts.count,
          expiresInDays: ctx.opts.expiresInDays,
          cooldownSeconds: ctx.opts.cooldown,
          perStreamCap: ctx.opts.perStreamCap,
          stock: ctx.opts.stock,
        })
        ctx.out.result({ rule }, () => ctx.out.success(`Rule ${rule.id}: ${ruleTrigger(rule)} → ${grantOf(rule)}`))
      })
    )
}

function removeCommand() {
  return new Command('remove')
    .description('Remove a gift rule (the powerups it granted stay)')
    .argument('<id>', 'rule id (see `powerdeck rules list`)', parseId)
    .action(
      action(async (ctx) => {
        const [id] = ctx.args as [string]
        const { rule } = await ctx.api.delete<RuleResponse>(`/api/rules/${id}`)
        ctx.out.result({ rule }, () =>
          ctx.out.success(`Removed rule ${rule.id}: ${ruleTrigger(rule)} → ${grantOf(rule)}`)
        )
      })
    )
}

/** `powerdeck rules …`: the creator's gift rules. */
export function rulesCommand() {
  return new Command('rules')
    .description('Gift rules: list, add, remove')
    .addCommand(listCommand())
    .addCommand(addCommand())
    .addCommand(removeCommand())
}

export default defineCliModule({ ...MODULE, auditEvents: RULE_AUDIT_EVENTS, commands: () => [rulesCommand()] })
