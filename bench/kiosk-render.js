#!/usr/bin/env node
// Kiosk render benchmark (issue 3): the Live Kiosk's By Player view with 1,000 players × 10
// units in Chromium. Starts its own server (TypeScript sources, fresh SQLite database with the
// demo accounts) serving a fresh build of the web app, seeds a new creator through the API,
// then measures in the browser, per profile and run:
//   - navigation → /api/players answered → first player card on screen (in-page clock),
//   - how many cards are in the DOM (the list is virtualized),
//   - scrolling through the whole list (frame times) and jumping to its end,
//   - main-thread blocking during one 5 s refresh cycle of the kiosk.
//
//   node bench/kiosk-render.js
//   node bench/kiosk-render.js --url http://127.0.0.1:3411   (a running server that serves the web app)
//
// Options: --players 1000 --runs 3 --json. Environment: BENCH_WEB_DIST (use this web build).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { chromium } from 'playwright-core'
import { root, startServer } from './lib.js'

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : fallback
}
const PLAYERS = Number(option('players', 1000))
const RUNS = Number(option('runs', 3))
const JSON_OUTPUT = process.argv.includes('--json')
const UNITS_PER_PLAYER = 10
const SEED_CONCURRENCY = 8
const ADMIN = { email: 'admin@powerdeck.local', password: 'powerdeck-admin' }
const TYPES = ['glove', 'mist', 'time-maker', 'stun-hammer', 'no2-booster', 'no3-booster']
const PROFILES = [
  { name: 'desktop 1366×860', context: { viewport: { width: 1366, height: 860 } }, cpuSlowdown: 1 },
  {
    name: 'phone 375×812, CPU ×4 slower',
    context: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    cpuSlowdown: 4,
  },
]
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const log = (...parts) => !JSON_OUTPUT && console.log(...parts)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const round = (value) => Math.round(value * 10) / 10

/** The backend from sources, fresh SQLite, demo accounts, serving `webDist`. */
async function startKioskServer(webDist) {
  const dataDir = mkdtempSync(join(tmpdir(), 'powerdeck-kiosk-bench-'))
  const server = await startServer({
    entry: ['--import=ts-node-maintained/register/esm', 'bin/server.ts'],
    cwd: `${root}backend`,
    env: {
      NODE_ENV: 'development',
      DB_CONNECTION: 'sqlite',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      WEB_DIST: webDist,
      LIVE_DRIVER: 'simulator',
      LOG_LEVEL: 'warn',
    },
    timeoutMs: 120_000,
  })
  return {
    url: server.url,
    stop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function buildWeb() {
  const outDir = mkdtempSync(join(tmpdir(), 'powerdeck-kiosk-bench-web-'))
  log('building the web app…')
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: `${root}frontend`,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return outDir
}

function client(url, token) {
  return async (method, path, body) => {
    const answer = await fetch(`${url}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const payload = await answer.json().catch(() => null)
    if (!answer.ok) throw new Error(`${method} ${path} → ${answer.status} ${payload?.error ?? ''}`)
    return payload
  }
}

async function signIn(url, email, password) {
  return client(url)('POST', '/api/auth/signin', { loginType: 'user', email, password })
}

/** Runs `task(i)` for i in [0, count) with `concurrency` at a time. */
async function pool(count, concurrency, task) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++)
    })
  )
}

/** A new creator with `players` players of 10 units each (starter pack 3 + two grants). */
async function seed(url) {
  const admin = client(url, (await signIn(url, ADMIN.email, ADMIN.password)).token)
  await admin('PUT', '/api/admin/settings', { rateLimitEnabled: false })
  const id = Date.now().toString(36)
  const email = `kiosk-bench-${id}@powerdeck.local`
  const password = 'kiosk-bench'
  await admin('POST', '/api/admin/creators', {
    name: `Kiosk Bench ${id}`,
    email,
    tiktokUsername: `@kiosk_bench_${id}`,
    password,
  })
  const session = await signIn(url, email, password)
  const creator = client(url, session.token)

  const started = performance.now()
  await pool(PLAYERS, SEED_CONCURRENCY, async (index) => {
    const playerName = `bench_player_${String(index).padStart(4, '0')}`
    await creator('POST', '/api/players', { name: playerName, aliases: [] })
    await creator('POST', '/api/players/powerups/grant', {
      playerName,
      powerupType: TYPES[index % TYPES.length],
      count: 4,
      expiresInDays: 1 + (index % 5),
    })
    await creator('POST', '/api/players/powerups/grant', {
      playerName,
      powerupType: TYPES[(index + 2) % TYPES.length],
      count: UNITS_PER_PLAYER - 7,
      expiresInDays: 2 + (index % 7),
    })
    if (index % 100 === 99) log(`  seeded ${index + 1} players`)
  })
  log(`seeded ${PLAYERS} players × ${UNITS_PER_PLAYER} units in ${round((performance.now() - started) / 1000)} s`)
  return { session, creator }
}

/** GET /api/players as the kiosk calls it every 5 s: median latency and body size. */
async function measureApi(url, token) {
  const times = []
  let bytes = 0
  for (let sample = 0; sample < 5; sample++) {
    const started = performance.now()
    const answer = await fetch(`${url}/api/players`, { headers: { Authorization: `Bearer ${token}` } })
    const text = await answer.text()
    times.push(performance.now() - started)
    bytes = Buffer.byteLength(text)
    const players = JSON.parse(text).players
    const units = players.reduce(
      (sum, player) => sum + player.powerups.reduce((total, holding) => total + holding.count, 0),
      0
    )
    if (players.length !== PLAYERS || units !== PLAYERS * UNITS_PER_PLAYER) {
      throw new Error(
        `expected ${PLAYERS} players × ${UNITS_PER_PLAYER} units, got ${players.length} players and ${units} units`
      )
    }
  }
  return { medianMs: round(median(times)), kilobytes: Math.round(bytes / 1024) }
}

/** Installed before the app loads: notes when the first player card appears, and long tasks. */
function instrument() {
  window.__bench = { listVisibleAt: null, longTasks: [] }
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="kiosk-player"]')) {
      window.__bench.listVisibleAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

/** Scrolls to the end by 1.5 viewports per frame; frame times of the whole trip. */
function scrollThrough() {
  return new Promise((resolve) => {
    const frames = []
    let last = performance.now()
    const started = last
    const step = () => {
      const now = performance.now()
      frames.push(now - last)
      last = now
      const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
      if (bottom) {
        frames.sort((a, b) => a - b)
        resolve({
          totalMs: now - started,
          frames: frames.length,
          p50: frames[Math.floor(frames.length * 0.5)],
          p95: frames[Math.floor(frames.length * 0.95)],
          max: frames[frames.length - 1],
          over50: frames.filter((frame) => frame > 50).length,
          cardsInDom: document.querySelectorAll('[data-testid="kiosk-player"]').length,
        })
        return
      }
      window.scrollBy(0, window.innerHeight * 1.5)
      requestAnimationFrame(step)
    }
    requestAnimationFrame(step)
  })
}

async function measureRun(browser, url, session, profile) {
  const context = await browser.newContext({ baseURL: url, colorScheme: 'dark', ...profile.context })
  await context.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token)
      localStorage.setItem('user', JSON.stringify(user))
    },
    { token: session.token, user: session.user }
  )
  await context.addInitScript(instrument)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown })

  await page.goto('/kiosk?view=by-player')
  await page.getByTestId('kiosk-player').first().waitFor({ state: 'visible', timeout: 120_000 })
  await page.waitForFunction(() => window.__bench.listVisibleAt !== null)
  const load = await page.evaluate(() => {
    const players = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === '/api/players')
    return {
      listVisibleMs: window.__bench.listVisibleAt,
      playersAnsweredMs: players ? players.responseEnd : null,
      cardsInDom: document.querySelectorAll('[data-testid="kiosk-player"]').length,
    }
  })

  // One refresh cycle (5 s poll) while idle: main-thread time blocked by long tasks.
  const windowStart = await page.evaluate(() => performance.now())
  await page.waitForTimeout(5_500)
  const refreshBlockingMs = await page.evaluate(
    (since) =>
      window.__bench.longTasks.filter((task) => task.start >= since).reduce((sum, task) => sum + task.duration - 50, 0),
    windowStart
  )

  const scroll = await page.evaluate(scrollThrough)
  const lastName = `bench_player_${String(PLAYERS - 1).padStart(4, '0')}`
  await page.getByRole('heading', { name: lastName }).waitFor({ state: 'visible' })

  // Jump from the top straight to the end: time until the last card is painted.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
  const jumpMs = await page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const started = performance.now()
        window.scrollTo(0, document.documentElement.scrollHeight)
        const check = () => {
          const found = [...document.querySelectorAll('[data-testid="kiosk-player"] h3')].some(
            (heading) => heading.textContent === name
          )
          if (found) requestAnimationFrame(() => resolve(performance.now() - started))
          else requestAnimationFrame(check)
        }
        check()
      }),
    lastName
  )
  await context.close()
  return { ...load, refreshBlockingMs, scroll, jumpMs }
}

function report(api, results) {
  const rows = results.map(({ profile, runs }) => {
    const pick = (read) => round(median(runs.map(read)))
    return {
      profile,
      'nav → data (ms)': pick((run) => run.playersAnsweredMs),
      'nav → list visible (ms)': pick((run) => run.listVisibleMs),
      'data → list (ms)': pick((run) => run.listVisibleMs - run.playersAnsweredMs),
      'cards in DOM': pick((run) => run.cardsInDom),
      'scroll: frames': pick((run) => run.scroll.frames),
      'scroll frame p50/p95/max (ms)': `${pick((run) => run.scroll.p50)} / ${pick((run) => run.scroll.p95)} / ${pick((run) => run.scroll.max)}`,
      'frames > 50 ms': pick((run) => run.scroll.over50),
      'jump to end (ms)': pick((run) => run.jumpMs),
      'blocking per 5 s refresh (ms)': pick((run) => run.refreshBlockingMs),
    }
  })
  if (JSON_OUTPUT) {
    console.log(
      JSON.stringify({ players: PLAYERS, unitsPerPlayer: UNITS_PER_PLAYER, runs: RUNS, api, results: rows }, null, 2)
    )
    return
  }
  console.log(`\nKiosk By Player, ${PLAYERS} players × ${UNITS_PER_PLAYER} units, median of ${RUNS} runs`)
  console.log(`GET /api/players: ${api.medianMs} ms median, ${api.kilobytes} KB`)
  console.table(rows)
}

async function main() {
  const external = option('url')
  let stopServer = async () => {}
  let webDir = null
  let url = external
  if (!url) {
    const webDist = process.env.BENCH_WEB_DIST ?? (webDir = buildWeb())
    log('starting the server…')
    const server = await startKioskServer(webDist)
    url = server.url
    stopServer = server.stop
  }
  let browser = null
  try {
    const { session } = await seed(url)
    const api = await measureApi(url, session.token)
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS })
    const results = []
    for (const profile of PROFILES) {
      const runs = []
      for (let run = 1; run <= RUNS; run++) {
        log(`${profile.name}: run ${run}/${RUNS}`)
        runs.push(await measureRun(browser, url, session, profile))
      }
      results.push({ profile: profile.name, runs })
    }
    report(api, results)
  } finally {
    await browser?.close()
    await stopServer()
    if (webDir) rmSync(webDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
