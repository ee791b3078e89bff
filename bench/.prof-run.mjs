// session-local profiling harness (not committed)
import WebSocket from 'ws'
import { writeFileSync } from 'node:fs'
import { withFreshPgServer } from './lib.js'
import { seed, seedModerator, warmUp, phase, playerOf, grantThenUse, topUp, unitsBeforeUse } from './ledger-http.js'

const PG_URL = 'postgres://postgres@127.0.0.1:5432/powerdeck_bench'
const PHASES = (process.env.PHASES ?? 'me,grant').split(',')
async function inspector() {
  const list = await (await fetch('http://127.0.0.1:9339/json/list')).json()
  const ws = new WebSocket(list[0].webSocketDebuggerUrl)
  await new Promise((r) => ws.once('open', r))
  let id = 0
  const pending = new Map()
  ws.on('message', (m) => { const d = JSON.parse(m); if (d.id && pending.has(d.id)) { pending.get(d.id)(d.result); pending.delete(d.id) } })
  const send = (method, params = {}) => new Promise((r) => { const i = ++id; pending.set(i, r); ws.send(JSON.stringify({ id: i, method, params })) })
  await send('Profiler.enable'); await send('Profiler.setSamplingInterval', { interval: 200 })
  return { send, close: () => ws.close() }
}
await withFreshPgServer(PG_URL, 300_000, async (server) => {
  const base = server.url
  const { token, players } = await seed(base)
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const me = () => fetch(`${base}/api/auth/me`, { headers })
  const post = (path, body) => (client, turn) => fetch(`${base}/api/players/powerups/${path}`, { method: 'POST', headers, body: JSON.stringify(body(playerOf(players, client, turn))) })
  const grant = post('grant', (p) => ({ playerName: p, powerupType: 'glove', count: 1, expiresInDays: 5 }))
  const use = post('use', (p) => ({ playerId: p, powerupType: 'glove' }))
  await warmUp(2000, me); await warmUp(2000, grantThenUse(grant, use))
  const insp = await inspector()
  const calls = { me, grant, use, turn: grantThenUse(grant, use) }
  for (const name of PHASES) {
    if (name === 'use') await topUp(base, token, players, 40)
    await insp.send('Profiler.start')
    const r = await phase(name, Number(process.env.SECS ?? 8), calls[name])
    const { profile } = await insp.send('Profiler.stop')
    writeFileSync(`/tmp/prof/${name}.cpuprofile`, JSON.stringify(profile))
    console.log(name, r.ok, r.rps.toFixed(0), 'p99', r.p99.toFixed(1))
  }
  insp.close()
})
