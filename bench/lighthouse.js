// Lighthouse (mobile preset: slow 4G, 4× CPU slowdown) on the built app's sign-in page, the
// signed-in kiosk and the OBS overlay. Needs `npm run build` and Chromium (CHROME_PATH, default
// /usr/bin/chromium). Usage: node bench/lighthouse.js [--runs N]  (median performance of N runs)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { startServer } from '../scripts/server.js'

const root = new URL('../', import.meta.url).pathname
const runsFlag = process.argv.indexOf('--runs')
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 1
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
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    lcpS: Number((audits['largest-contentful-paint'].numericValue / 1000).toFixed(1)),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    kib: Math.round(audits['total-byte-weight'].numericValue / 1024),
  }
}

const median = (results) => [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]

const dataDir = mkdtempSync(join(tmpdir(), 'powerdeck-lighthouse-'))
const server = await startServer({
  entry: ['build/backend/bin/server.js'],
  cwd: root,
  env: { NODE_ENV: 'development', DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
})
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
try {
  const signIn = await api(server.url, 'POST', '/api/auth/signin', null, CREATOR)
  const { overlay } = await api(server.url, 'POST', '/api/live/overlay', signIn.token)
  const pages = {
    'sign-in': { url: `${server.url}/signin`, session: null },
    kiosk: { url: `${server.url}/kiosk`, session: signIn },
    overlay: { url: new URL(overlay.url, server.url).href, session: null },
  }
  // Seeds (or clears) the app's session in the browser Lighthouse drives.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const page = await browser.contexts()[0].newPage()
  console.log('page        perf  a11y  best  LCP s  TBT ms  KiB')
  for (const [name, { url, session }] of Object.entries(pages)) {
    await page.goto(`${server.url}/api/health`)
    await page.evaluate((seed) => {
      localStorage.clear()
      if (seed) {
        localStorage.setItem('token', seed.token)
        localStorage.setItem('user', JSON.stringify(seed.user))
      }
    }, session)
    const results = []
    for (let run = 0; run < runs; run++) results.push(await audit(chrome.port, url))
    const r = median(results)
    console.log(
      `${name.padEnd(10)}${String(r.performance).padStart(6)}${String(r.accessibility).padStart(6)}${String(r.bestPractices).padStart(6)}${String(r.lcpS).padStart(7)}${String(r.tbtMs).padStart(8)}${String(r.kib).padStart(6)}`
    )
  }
  await browser.close()
} finally {
  await chrome.kill()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
