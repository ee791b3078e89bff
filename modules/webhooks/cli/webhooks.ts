import { CliError, Command, UsageError, action, formatDate, parseId } from '../../../cli/src/sdk.js'
import {
  WEBHOOK_EVENTS,
  type CreatedWebhookDto,
  type WebhookDeliveryDto,
  type WebhookDto,
  type WebhookEvent,
} from '../shared/webhooks.js'

/** `--events gift.credited,live.started`: known events, each once. */
export function parseEvents(raw: string): WebhookEvent[] {
  const events = raw
    .split(',')
    .map((event) => event.trim().toLowerCase())
    .filter(Boolean)
  const unknown = events.filter((event) => !(WEBHOOK_EVENTS as readonly string[]).includes(event))
  if (unknown.length || !events.length)
    throw new UsageError(`--events takes a comma list of ${WEBHOOK_EVENTS.join(', ')} (got ${raw})`)
  return [...new Set(events)] as WebhookEvent[]
}

/** The last delivery in one cell: "delivered 200", "pending 500", "failed: <error>". */
const lastCell = (delivery: WebhookDeliveryDto | null) =>
  delivery ? [delivery.status, delivery.responseStatus ?? delivery.error ?? ''].join(' ').trim().slice(0, 60) : 'never'

function listCommand() {
  return new Command('list')
    .description('Your webhooks (an admin: the platform-wide ones) and their last delivery')
    .action(
      action(async (ctx) => {
        const { webhooks } = await ctx.api.get<{ webhooks: WebhookDto[] }>('/api/webhooks')
        ctx.out.result({ webhooks }, () =>
          ctx.out.table(
            webhooks,
            [
              { header: 'id', value: (webhook) => String(webhook.id) },
              { header: 'url', value: (webhook) => webhook.url },
              { header: 'events', value: (webhook) => webhook.events.join(',') },
              { header: 'state', value: (webhook) => (webhook.enabled ? 'enabled' : 'disabled') },
              { header: 'last delivery', value: (webhook) => lastCell(webhook.lastDelivery) },
            ],
            'No webhooks'
          )
        )
      })
    )
}

function addCommand() {
  return new Command('add')
    .description('Add a webhook; its signing secret is printed once')
    .argument('<url>', 'the https:// address that receives the events')
    .requiredOption('--events <list>', `comma list of ${WEBHOOK_EVENTS.join(', ')}`)
    .addHelpText(
      'after',
      '\nExample:\n  $ powerdeck webhooks add https://bot.example.com/powerdeck --events gift.credited,live.started'
    )
    .action(
      action(async (ctx) => {
        const events = parseEvents(String(ctx.opts.events))
        const { webhook } = await ctx.api.post<{ webhook: CreatedWebhookDto }>('/api/webhooks', {
          url: ctx.args[0],
          events,
        })
        ctx.out.result(webhook, () => {
          ctx.out.success(`Webhook ${webhook.id} added: ${webhook.url} (${webhook.events.join(', ')})`)
          ctx.out.line(webhook.secret)
          ctx.out.note('This is the signing secret. Copy it now: it is not shown again (docs/api/webhooks.md).')
        })
      })
    )
}

function removeCommand() {
  return new Command('remove')
    .description('Delete a webhook and its delivery log (asks for confirmation unless --yes)')
    .argument('<id>', 'the webhook id (see webhooks list)', parseId)
    .option('-y, --yes', 'do not ask for confirmation')
    .action(
      action<{ yes?: boolean }>(async (ctx) => {
        const id = ctx.args[0]
        if (!ctx.opts.yes) {
          const confirmed = await ctx.prompt.confirm({ message: `Delete webhook ${id}?`, flag: '--yes' })
          if (!confirmed) throw new CliError('Cancelled: nothing was deleted')
        }
        await ctx.api.delete(`/api/webhooks/${id}`)
        ctx.out.result({ success: true, deleted: Number(id) }, () => ctx.out.success(`Webhook ${id} deleted`))
      })
    )
}

function testCommand() {
  return new Command('test')
    .description('Queue a signed webhook.test event to the webhook (see webhooks deliveries)')
    .argument('<id>', 'the webhook id', parseId)
    .action(
      action(async (ctx) => {
        const id = ctx.args[0]
        const answer = await ctx.api.post<{ deliveryId: number }>(`/api/webhooks/${id}/test`)
        ctx.out.result({ success: true, deliveryId: answer.deliveryId }, () =>
          ctx.out.success(`Test event queued as delivery ${answer.deliveryId}`)
        )
      })
    )
}

function enableCommand() {
  return new Command('enable')
    .description('Enable a webhook disabled after failed deliveries')
    .argument('<id>', 'the webhook id', parseId)
    .action(
      action(async (ctx) => {
        const { webhook } = await ctx.api.post<{ webhook: WebhookDto }>(`/api/webhooks/${ctx.args[0]}/enable`)
        ctx.out.result(webhook, () => ctx.out.success(`Webhook ${webhook.id} enabled`))
      })
    )
}

function deliveriesCommand() {
  return new Command('deliveries')
    .description("A webhook's latest deliveries: event, status, answer, attempts")
    .argument('<id>', 'the webhook id', parseId)
    .action(
      action(async (ctx) => {
        const { deliveries } = await ctx.api.get<{ deliveries: WebhookDeliveryDto[] }>(
          `/api/webhooks/${ctx.args[0]}/deliveries`
        )
        ctx.out.result({ deliveries }, () =>
          ctx.out.table(
            deliveries,
            [
              { header: 'id', value: (delivery) => String(delivery.id) },
              { header: 'event', value: (delivery) => delivery.event },
              { header: 'status', value: (delivery) => delivery.status },
              { header: 'answer', value: (delivery) => String(delivery.responseStatus ?? '-') },
              { header: 'ms', value: (delivery) => String(delivery.durationMs ?? '-') },
              { header: 'attempts', value: (delivery) => String(delivery.attempts) },
              { header: 'when', value: (delivery) => formatDate(delivery.lastAttemptAt ?? delivery.createdAt) },
              { header: 'error', value: (delivery) => (delivery.error ?? '').slice(0, 60) },
            ],
            'No deliveries yet'
          )
        )
      })
    )
}

/** `powerdeck webhooks list|add|remove|test|enable|deliveries` (from a signed-in session to change). */
export function webhooksCommand() {
  return new Command('webhooks')
    .description('Webhooks: signed events sent to your own URLs (list, add, remove, test, enable, deliveries)')
    .addCommand(listCommand())
    .addCommand(addCommand())
    .addCommand(removeCommand())
    .addCommand(testCommand())
    .addCommand(enableCommand())
    .addCommand(deliveriesCommand())
}
