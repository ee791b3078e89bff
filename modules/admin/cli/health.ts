import { CliError, Command, action, formatDate, type Output } from '../../../cli/src/sdk.js'
import {
  formatUptime,
  megabytes,
  namedCreators,
  shortNodeId,
  STATUS_LABELS,
  type ApiUsageDto,
  type HealthStatus,
  type NodeDto,
  type SystemHealthDto,
} from '../shared/monitoring.js'

function statusText(status: HealthStatus, style: Output['style']) {
  const word = STATUS_LABELS[status].toLowerCase()
  return status === 'healthy' ? style.green(word) : status === 'warning' ? style.yellow(word) : style.red(word)
}

const percent = (value: number | null) => (value === null ? null : `${value}%`)

/** The app processes serving the deployment, the one that answered marked, and their totals. */
export function printNodes(out: Output, nodes: NodeDto[]) {
  out.line(out.style.bold('Nodes'))
  out.table(nodes, [
    { header: 'node', value: (node) => shortNodeId(node.id) + (node.self ? ' (this)' : '') },
    { header: 'started', value: (node) => formatDate(node.startedAt) },
    { header: 'live', value: (node) => node.liveConnections.length, align: 'right' },
    { header: 'creators', value: (node) => namedCreators(node.liveConnections) },
    { header: 'push', value: (node) => node.pushStreams, align: 'right' },
    { header: 'memory', value: (node) => `${megabytes(node.rssBytes)} MB`, align: 'right' },
  ])
  const sum = (figure: (node: NodeDto) => number) => nodes.reduce((total, node) => total + figure(node), 0)
  out.note(
    `Total: ${nodes.length} ${nodes.length === 1 ? 'node' : 'nodes'}, ` +
      `${sum((node) => node.liveConnections.length)} live connections, ` +
      `${sum((node) => node.pushStreams)} push streams, ${megabytes(sum((node) => node.rssBytes))} MB`
  )
}

/** `powerdeck health`: the server's measured state; exits 1 when a service is critical. */
export function healthCommand() {
  return new Command('health')
    .description(
      "Show the server's services, its nodes (app processes), API usage and resources (admins); exits 1 when something is critical"
    )
    .action(
      action(async (ctx) => {
        const [health, usage] = await Promise.all([
          ctx.api.get<SystemHealthDto>('/api/admin/system-health'),
          ctx.api.get<ApiUsageDto>('/api/admin/api-usage', { query: { timeRange: '24h' } }),
        ])
        const { system, nodes, connections } = health
        ctx.out.result({ status: health.status, services: health.services, nodes, connections, system, usage }, () => {
          ctx.out.line(`Status: ${statusText(health.status, ctx.out.style)}`)
          ctx.out.line()
          ctx.out.table(health.services, [
            { header: 'service', value: (service) => service.name },
            { header: 'status', value: (service) => statusText(service.status, ctx.out.style) },
            { header: 'detail', value: (service) => service.detail },
          ])
          ctx.out.line()
          printNodes(ctx.out, nodes)
          ctx.out.line()
          ctx.out.record([
            [
              'API calls (24 h)',
              `${usage.totalCalls}, ${usage.errorRate}% server errors, ${usage.avgResponseTime} ms on average`,
            ],
            ['Active users', system.activeUsers],
            ['Uptime', formatUptime(system.uptime)],
            ['CPU (server)', percent(system.cpu)],
            ['Memory used', percent(system.memory)],
            ['Disk used', percent(system.disk)],
          ])
        })
        if (health.status === 'error') {
          const failing = health.services.filter((service) => service.status === 'error').map((service) => service.name)
          throw new CliError(`Critical: ${failing.join(', ')}`)
        }
      })
    )
}
