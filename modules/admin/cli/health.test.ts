import { PassThrough } from 'node:stream'
import { describe, expect, test } from 'vitest'
import { loginAs } from '../../../cli/tests/helpers.js'
import { Output } from '../../../cli/src/sdk.js'
import { printNodes } from './health.js'

/** An Output writing plain text (no colours) to a string. */
function textOutput() {
  const stdout = new PassThrough()
  let text = ''
  stdout.on('data', (chunk) => (text += chunk))
  const out = new Output(
    { stdout, stderr: new PassThrough(), stdin: new PassThrough(), env: { NO_COLOR: '1' }, interactive: false },
    false
  )
  return { out, text: () => text }
}

describe('powerdeck health', () => {
  test('status, services and figures; --json the same data', async () => {
    const admin = await loginAs('admin')
    const human = await admin.run(['health'])
    expect(human.code, human.stderr).toBe(0)
    const lines = human.stdout.split('\n')
    expect(lines[0]).toMatch(/^Status: (healthy|warning)$/)
    expect(human.stdout).toMatch(/SQLite database\s+healthy\s+Answered in \d+ ms/)
    expect(human.stdout).toMatch(/TikTok LIVE connector\s+healthy/)
    expect(human.stdout).toMatch(/API calls \(24 h\)\s+[1-9]\d*, [\d.]+% server errors/)
    // one server process: it answers, and is the only node (other suites' streams may be live on it)
    const nodes = human.stdout.match(
      /^Nodes\nNODE\s+STARTED\s+LIVE\s+CREATORS\s+PUSH\s+MEMORY\n\S+ \(this\)\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+(\d+)\s+.+?\s+\d+\s+\d+ MB\nTotal: 1 node, (\d+) live connections?, \d+ push streams?, \d+ MB$/m
    )
    expect(nodes, human.stdout).not.toBeNull()
    expect(nodes![1]).toBe(nodes![2])

    const json = (await admin.run(['health', '--json'])).json()
    expect(json.services.map((service: { id: string }) => service.id)).toEqual(
      expect.arrayContaining(['api', 'database', 'tiktok-connector'])
    )
    expect(json.usage.timeRange).toBe('24h')
    expect(json.system.activeUsers).toBeGreaterThanOrEqual(1)
    expect(json.nodes).toEqual([
      {
        id: expect.stringMatching(/^.+:\d+:[0-9a-f]{6}$/),
        self: true,
        startedAt: expect.any(String),
        liveConnections: expect.any(Array),
        pushStreams: expect.any(Number),
        rssBytes: expect.any(Number),
      },
    ])
    const [node] = json.nodes
    expect(json.connections).toEqual({
      active: node.pushStreams + node.liveConnections.length,
      push: node.pushStreams,
      live: node.liveConnections.length,
    })
  })

  test('nodes: one line each, the answering one marked, creators named, then the totals', () => {
    const { out, text } = textOutput()
    const MB = 1024 * 1024
    printNodes(out, [
      {
        id: 'app-1.internal:4120:a1b2c3',
        self: false,
        startedAt: '2026-11-22T08:00:00.000Z',
        liveConnections: [3, 7],
        pushStreams: 12,
        rssBytes: 150 * MB,
      },
      {
        id: 'app-2:88:d4e5f6',
        self: true,
        startedAt: '2026-11-23T09:30:00.000Z',
        liveConnections: [],
        pushStreams: 1,
        rssBytes: 210 * MB,
      },
    ])
    const lines = text().split('\n')
    expect(lines[0]).toBe('Nodes')
    expect(lines[1]).toMatch(/^NODE\s+STARTED\s+LIVE\s+CREATORS\s+PUSH\s+MEMORY$/)
    expect(lines[2]).toMatch(/^app-1:4120:a1b2c3\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+2\s+3, 7\s+12\s+150 MB$/)
    expect(lines[3]).toMatch(/^app-2:88:d4e5f6 \(this\)\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+0\s+-\s+1\s+210 MB$/)
    expect(lines[4]).toBe('Total: 2 nodes, 2 live connections, 13 push streams, 360 MB')
  })

  test('creators are refused', async () => {
    const creator = await loginAs('creator')
    const result = await creator.run(['health'])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Error: You do not have permission to access this resource\n')
  })
})
