import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { startServer } from '../../scripts/server.js'
import {
  apiToken,
  BASE_URL,
  callApi,
  DEMO_ACCOUNTS,
  pwExpect,
  RESULTS_DIR,
  signIn,
  useBrowser,
  VIEWPORTS,
} from './helpers'

/*
| The installed kiosk on a phone (issue 36; docs/operators.md "Install and offline"): the service
| worker, a reload without network, a Use tapped offline and sent once, and a new version offered.
| Each test's player is the demo creator's own, deleted afterwards.
*/
const browser = useBrowser()
const creator = DEMO_ACCOUNTS.CREATOR
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
const players: string[] = []
let token = ''

afterAll(async () => {
  for (const playerName of players) await callApi(token, 'DELETE', '/api/players/delete', { playerName })
})

/** A new player of the demo creator (starter pack: 2 gloves, 1 mist); names sort it first in By Player. */
async function newPlayer() {
  token ||= await apiToken(creator.identifier, creator.password)
  const name = `Aaoff${unique()}`
  const { player } = await callApi(token, 'POST', '/api/players', { name })
  players.push(name)
  return { name, id: player.id as number }
}

/** The player's uses in the ledger, read through the API (not the browser, which may be offline). */
async function usesOf(playerId: number) {
  const { entries } = await callApi(token, 'GET', `/api/powerups/players/${playerId}/history`)
  return (entries as { kind: string }[]).filter((entry) => entry.kind === 'use').length
}

/** A phone-sized context on `baseURL`; `serviceWorkers: 'block'` where a test routes requests itself. */
async function phone(baseURL = BASE_URL, serviceWorkers: 'allow' | 'block' = 'allow') {
  const context = await browser().newContext({ baseURL, colorScheme: 'dark', serviceWorkers, ...VIEWPORTS.phone })
  context.setDefaultTimeout(15_000)
  return { context, page: await context.newPage() }
}

/** Waits until the service worker controls the page (installed, precached, active; then a reload). */
async function installed(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/)
}

const playerCard = (page: Page, name: string) =>
  page.getByTestId('kiosk-player').filter({ has: page.getByRole('heading', { name, exact: true }) })
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline" })

async function openKiosk(page: Page, playerName?: string) {
  await page.goto('/kiosk?view=by-player')
  await pwExpect(page.getByRole('heading', { name: 'Powerup Kiosk' })).toBeVisible()
  if (playerName) await pwExpect(playerCard(page, playerName).getByText('3 powerups')).toBeVisible()
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${RESULTS_DIR}/${name}.png` })
}

describe('the kiosk on a phone: installable and honest offline', () => {
  it('installs its service worker; with the network cut the kiosk reloads from cache and says it is offline', async () => {
    const { context, page } = await phone()
    await signIn(page, 'CREATOR')
    await openKiosk(page)
    await installed(page)

    await context.setOffline(true)
    await page.reload()
    await pwExpect(page.getByRole('heading', { name: 'Powerup Kiosk' })).toBeVisible()
    await pwExpect(offlineBanner(page)).toContainText('Changes will be sent when the connection returns')
    await pwExpect(page.getByRole('button', { name: 'Add Player' })).toBeDisabled()
    await shot(page, 'offline-kiosk-reloaded-phone')

    // Back online: the banner goes and the kiosk loads its data.
    await context.setOffline(false)
    await pwExpect(offlineBanner(page)).toBeHidden()
    await pwExpect(page.getByRole('button', { name: 'Add Player' })).toBeEnabled()
    await pwExpect(page.getByTestId('kiosk-player').first()).toBeVisible()
    await context.close()
  })

  it('a Use tapped offline is queued visibly and sent exactly once when the network returns', async () => {
    const { name, id } = await newPlayer()
    const { context, page } = await phone()
    await signIn(page, 'CREATOR')
    await openKiosk(page, name)

    await context.setOffline(true)
    await pwExpect(offlineBanner(page)).toBeVisible()
    const card = playerCard(page, name)
    await card
      .getByRole('button', { name: `Use Glove of ${name}` })
      .first()
      .click()
    await pwExpect(card.getByRole('button', { name: `Glove of ${name} queued, sent when back online` })).toBeVisible()
    await pwExpect(offlineBanner(page)).toContainText('(1 queued use)')
    await shot(page, 'offline-use-queued-phone')
    expect(await usesOf(id)).toBe(0)

    await context.setOffline(false)
    await pwExpect(page.getByText('Powerup Used!')).toBeVisible()
    await pwExpect(card.getByText('2 powerups')).toBeVisible()
    await pwExpect(offlineBanner(page)).toBeHidden()
    expect(await usesOf(id)).toBe(1)
    // Nothing else goes out later (no second send from a retry).
    await page.waitForTimeout(2_000)
    expect(await usesOf(id)).toBe(1)
    await context.close()
  })

  it('a Use whose answer is lost on the way back is sent again with its key and still used once', async () => {
    const { name, id } = await newPlayer()
    const { context, page } = await phone(BASE_URL, 'block')
    await signIn(page, 'CREATOR')
    await openKiosk(page, name)

    // The first send reaches the server, then the connection drops before its answer arrives.
    const keys: string[] = []
    await context.route('**/api/players/powerups/use', async (route) => {
      keys.push(route.request().headers()['idempotency-key'])
      if (keys.length > 1) return route.continue()
      await route.fetch()
      await route.abort('internetdisconnected')
    })
    await playerCard(page, name)
      .getByRole('button', { name: `Use Glove of ${name}` })
      .first()
      .click()
    await pwExpect(page.getByText('Powerup Used!')).toBeVisible()
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(keys[1]).toBe(keys[0])
    expect(await usesOf(id)).toBe(1)
    await pwExpect(playerCard(page, name).getByText('2 powerups')).toBeVisible()
    await context.close()
  })

  describe('a new version', () => {
    // Its own server on a copy of the built web app, so that a "deploy" can change that copy.
    const web = mkdtempSync(join(tmpdir(), 'powerdeck-web-'))
    const data = mkdtempSync(join(tmpdir(), 'powerdeck-pwa-'))
    let server: Awaited<ReturnType<typeof startServer>> | undefined
    let context: BrowserContext | undefined

    afterAll(async () => {
      await context?.close()
      await server?.stop()
      rmSync(web, { recursive: true, force: true })
      rmSync(data, { recursive: true, force: true })
    })

    it('a new build deployed while the kiosk is open is offered with a Reload prompt', async () => {
      cpSync('build/web', web, { recursive: true })
      server = await startServer({
        entry: ['build/backend/bin/server.js'],
        cwd: process.cwd(),
        env: { NODE_ENV: 'development', DATA_DIR: data, DEMO_DATA: 'true', WEB_DIST: web },
        logFile: join(RESULTS_DIR, 'offline-update-server.log'),
        timeoutMs: 60_000,
      })
      const opened = await phone(server.url)
      context = opened.context
      const { page } = opened
      await signIn(page, 'CREATOR')
      await openKiosk(page)
      await installed(page)
      await pwExpect(page.getByText('New version available')).toBeHidden()

      // The deploy: a new index.html, so a new precache revision in sw.js.
      const sw = join(web, 'sw.js')
      const deployed = readFileSync(sw, 'utf8').replace(
        /(\{url:"index\.html",revision:")[0-9a-f]+"/,
        `$1${'0'.repeat(32)}"`
      )
      expect(deployed).toContain(`revision:"${'0'.repeat(32)}"`)
      writeFileSync(sw, deployed)

      await page.reload()
      const prompt = page.getByRole('alert').filter({ hasText: 'New version available' })
      await pwExpect(prompt).toContainText('Reload to update Powerdeck.')
      await shot(page, 'update-prompt-phone')

      await prompt.getByRole('button', { name: 'Reload' }).click()
      await page.waitForEvent('load')
      await pwExpect(page.getByRole('heading', { name: 'Powerup Kiosk' })).toBeVisible()
      await pwExpect(prompt).toBeHidden()
    })
  })
})
