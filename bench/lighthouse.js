// Lighthouse (mobile preset: slow 4G, 4× CPU slowdown) on the built app's sign-in page, the
// signed-in kiosk and the OBS overlay. Needs `npm run build` and Chromium (CHROME_PATH, default
// /usr/bin/chromium). Usage: node bench/lighthouse.js [--runs N] [--save DIR]
// Each run has a fresh Chromium (empty HTTP cache); the kiosk's runs first open the sign-in page, so
// what that page loaded is cached, as it is for a moderator who just signed in. Prints every run, the
// median (by performance) and the load average; --save writes each run's Lighthouse JSON to DIR.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { startServer } from '../scripts/server.js'

const root = new URL('../', import.meta.url).pathname
const flag = (name) => {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}
const runs = Number(flag('--runs') ?? 1)
const saveDir = flag('--save')
const CREATOR = { email: 'creator@powerdeck.local', password: 'powerdeck-creator' }

async function api(url, method, path, token, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** One Lighthouse run; storage is kept so that a seeded session stays signed in. */
async function audit(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  })
  const { categories, audits } = result.lhr
  return {
    lhr: result.lhr,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    lcpS: Number((audits['largest-contentful-paint'].numericValue / 1000).toFixed(1)),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    kib: Math.round(audits['total-byte-weight'].numericValue / 1024),
  }
}

const median = (results) => [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]
const row = (name, r) =>
  `${name.padEnd(17)}${String(r.performance).padStart(5)}${String(r.accessibility).padStart(6)}${String(r.bestPractices).padStart(6)}${String(r.lcpS).padStart(7)}${String(r.tbtMs).padStart(8)}${String(r.kib).padStart(6)}`
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`

/**
 * A Lighthouse run in a fresh Chromium: `after` is opened first (its files cached), then the app's
 * session is seeded (or left empty) in its storage, then `url` is audited.
 */
async function freshRun(url, session, after) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    const page = await browser.contexts()[0].newPage()
    await page.goto(after ?? `${server.url}/api/health`, { waitUntil: 'networkidle' })
    await page.evaluate((seed) => {
      localStorage.clear()
      if (seed) {
        localStorage.setItem('token', seed.token)
        localStorage.setItem('user', JSON.stringify(seed.user))
      }
    }, session)
    await page.close()
    await browser.close()
    return await audit(chrome.port, url)
  } finally {
    await chrome.kill()
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'powerdeck-lighthouse-'))
const server = await startServer({
  entry: ['build/backend/bin/server.js'],
  cwd: root,
  env: { NODE_ENV: 'development', DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
})
try {
  const signIn = await api(server.url, 'POST', '/api/auth/signin', null, CREATOR)
  const { overlay } = await api(server.url, 'POST', '/api/live/overlay', signIn.token)
  const pages = {
    'sign-in': { url: `${server.url}/signin`, session: null, after: null },
    kiosk: { url: `${server.url}/kiosk`, session: signIn, after: `${server.url}/signin` },
    overlay: { url: new URL(overlay.url, server.url).href, session: null, after: null },
  }
  if (saveDir) mkdirSync(saveDir, { recursive: true })
  console.log(`${load()}\npage              perf  a11y  best  LCP s  TBT ms  KiB`)
  for (const [name, { url, session, after }] of Object.entries(pages)) {
    const results = []
    for (let run = 0; run < runs; run++) {
      const result = await freshRun(url, session, after)
      if (saveDir) writeFileSync(join(saveDir, `${name}-${run + 1}.json`), JSON.stringify(result.lhr))
      results.push(result)
      if (runs > 1) console.log(row(`  ${name} #${run + 1}`, result))
    }
    console.log(`${row(runs > 1 ? `${name} (median)` : name, median(results))}   ${load()}`)
  }
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
