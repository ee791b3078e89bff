import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import {
  BASE_URL,
  DASHBOARD_TITLES,
  DEMO_ACCOUNTS,
  launch,
  newPage,
  overflowsHorizontally,
  pwExpect,
  screenshot,
  signIn,
  type ViewportName,
} from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

const unique = () => Date.now().toString(36)
const PASSWORD = 'Strong-pass!'

/** Signs in with any account (the helper knows only the demo ones). */
async function signInAs(page: Page, identifier: string, password: string) {
  await page.goto('/signin')
  await page.getByLabel('Email or Username').fill(identifier)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/dashboard')
  await pwExpect(page.getByRole('heading', { name: DASHBOARD_TITLES.MODERATOR })).toBeVisible()
}

/** The audit page's sentences, as shown. */
const sentences = (page: Page) => page.getByTestId('audit-sentence')

/** Calls the API as a demo account (the creator's setup steps that are not under test). */
async function apiAs(identifier: string, password: string) {
  const signedIn = await fetch(new URL('/api/auth/signin', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: identifier, password }),
  })
  const { token } = (await signedIn.json()) as { token: string }
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(path, BASE_URL), {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as any }
  }
}

describe('moderators and the audit trail', () => {
  it('a grant-only moderator sees Add but no Use button and no Edit Player, in the kiosk, My Powerups and a player page', async () => {
    const username = `grant${unique()}`
    const asCreator = await apiAs(DEMO_ACCOUNTS.CREATOR.identifier, DEMO_ACCOUNTS.CREATOR.password)
    const created = await asCreator('POST', '/api/moderators', {
      username,
      email: `${username}@test.local`,
      tiktokUsername: `tt_${username}`,
      password: PASSWORD,
      displayName: username,
      permissions: ['grant_powerups'],
    })
    expect(created.status).toBe(201)
    const { players } = (await asCreator('GET', '/api/players')).body as { players: { id: number }[] }

    const page = await newPage(browser)
    await signInAs(page, username, PASSWORD)
    await page.goto('/kiosk?view=by-player')
    await pwExpect(page.getByRole('button', { name: /^Add powerup for / }).first()).toBeVisible()
    await pwExpect(page.getByRole('button', { name: /^Use / })).toHaveCount(0)
    await page.goto('/powerups')
    await pwExpect(page.getByRole('heading', { name: 'My Powerups' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await pwExpect(page.getByRole('button', { name: /^Use / })).toHaveCount(0)
    await page.goto(`/players/${players[0].id}`)
    await pwExpect(page.getByRole('button', { name: 'Add Powerup' })).toBeVisible()
    await pwExpect(page.getByRole('button', { name: /^Use / })).toHaveCount(0)
    await pwExpect(page.getByRole('button', { name: 'Player actions' })).toHaveCount(0)
    await page.context().close()
  })

  it("a creator creates a moderator, who signs in by username and uses a powerup; the creator's audit page shows both", async () => {
    const username = `mod${unique()}`
    const creator = await newPage(browser)
    await signIn(creator, 'CREATOR')
    await creator.getByRole('menuitem', { name: 'My Moderators' }).click()
    await creator.waitForURL('**/moderators')
    await pwExpect(creator.getByRole('heading', { name: 'My Moderators' })).toBeVisible()

    await creator.getByRole('button', { name: 'Invite Moderator' }).click()
    const dialog = creator.getByRole('dialog', { name: 'Create New Moderator' })
    const create = dialog.getByRole('button', { name: 'Create Moderator' })
    await pwExpect(create).toBeDisabled()
    await dialog.getByLabel(/^Username/).fill(username)
    await dialog.getByLabel(/^Email/).fill(`${username}@test.local`)
    await dialog.getByLabel(/^TikTok Username/).fill(`@${username}_tt`)
    await dialog.getByLabel(/^Password\s*\*?$/).fill('weakpass')
    await pwExpect(dialog.getByTestId('password-strength')).toHaveText('Fair')
    await dialog.getByLabel(/^Password\s*\*?$/).fill(PASSWORD)
    await pwExpect(dialog.getByTestId('password-strength')).toHaveText('Strong')
    await dialog.getByRole('checkbox', { name: /Grant Powerups/ }).check()
    await dialog.getByRole('checkbox', { name: /Use Powerups/ }).check()
    await pwExpect(create).toBeEnabled()
    await screenshot(creator, 'moderators-create-dialog-desktop')
    await create.click()
    await pwExpect(creator.getByText('Moderator Created')).toBeVisible()
    const card = creator.getByRole('article', { name: username })
    await pwExpect(card).toBeVisible()
    await pwExpect(card.getByText('ACTIVE', { exact: true })).toBeVisible()
    await pwExpect(card.getByText(`@${username}_tt`)).toBeVisible()

    // The moderator signs in by username and uses a powerup for the creator.
    const moderator = await newPage(browser)
    await signInAs(moderator, username, PASSWORD)
    await moderator.goto('/powerups')
    await pwExpect(moderator.getByRole('heading', { name: 'My Powerups' })).toBeVisible()
    await moderator.getByRole('button', { name: /^Mist \(\d+\)$/ }).click()
    const use = moderator.getByRole('button', { name: /^Use Mist of / }).first()
    const owner = ((await use.getAttribute('aria-label')) ?? '').replace(/^Use Mist of /, '')
    await use.click()
    await pwExpect(moderator.getByText('Powerup Used!')).toBeVisible()

    // My Activity counts it and lists it from the audit trail.
    await moderator.goto('/dashboard')
    await moderator.getByRole('tab', { name: 'My Activity' }).click()
    await pwExpect(moderator.getByLabel('Powerups Used')).toHaveText('1')
    await pwExpect(moderator.getByLabel('Total Actions')).toHaveText('1')
    await pwExpect(moderator.getByText(`${username} used 1 mist`)).toBeVisible()
    await pwExpect(moderator.getByText('Demo Creator', { exact: true }).first()).toBeVisible()
    await screenshot(moderator, 'moderator-my-activity-desktop')
    await moderator.context().close()

    // The creator's audit page has both, worded by the spec's sentences.
    await creator.goto('/audit')
    await pwExpect(creator.getByRole('heading', { name: 'Audit Log' })).toBeVisible()
    await pwExpect(creator.getByText("Audit log of your actions and your moderators' actions")).toBeVisible()
    await pwExpect(sentences(creator).filter({ hasText: `${username} (MODERATOR) logged in` })).toHaveCount(1)
    await pwExpect(sentences(creator).filter({ hasText: `${username} (MODERATOR) used 1 mist` })).toHaveCount(1)
    await pwExpect(
      sentences(creator).filter({ hasText: `Demo Creator (CREATOR) created moderator (${username})` })
    ).toHaveCount(1)
    expect(Number(await creator.getByLabel('Logins Today').textContent())).toBeGreaterThanOrEqual(1)

    await creator.getByPlaceholder('Search by actor, details or target...').fill(username)
    await pwExpect(sentences(creator)).toHaveCount(3) // created (details name them), logged in, used
    const usedRow = creator.getByRole('listitem').filter({ hasText: `${username} (MODERATOR) used 1 mist` })
    await usedRow.getByRole('button', { name: /^Details of entry/ }).click()
    const details = creator.getByRole('dialog', { name: 'Powerup Used' })
    await pwExpect(details.getByText(`${username} used 1 mist`)).toBeVisible()
    await pwExpect(details.getByText(`${owner} (PLAYER)`)).toBeVisible()
    await pwExpect(details.getByText('mist', { exact: true })).toBeVisible()
    await screenshot(creator, 'audit-details-desktop')
    await details.getByRole('button', { name: 'Close' }).click()

    // Export: a real CSV of the filtered entries.
    await creator.getByRole('button', { name: 'Export' }).click()
    const [download] = await Promise.all([
      creator.waitForEvent('download'),
      creator.getByRole('menuitem', { name: /CSV/ }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\r\n')
    expect(csv[0]).toBe(
      'id,createdAt,eventType,category,severity,actorType,actorName,summary,targetType,targetName,details,ipAddress'
    )
    expect(csv.some((line) => line.includes(`,MODERATOR_LOGIN,`) && line.includes(`${username} logged in`))).toBe(true)
    expect(csv.some((line) => line.includes(`,POWERUP_USED,`) && line.includes(`${username} used 1 mist`))).toBe(true)
    await pwExpect(creator.getByText('Export Successful')).toBeVisible()
    await creator.context().close()
  })

  it('My Players: the creator promotes a player and demotes them again', async () => {
    const page = await newPage(browser)
    await signIn(page, 'CREATOR')
    const name = `Aapromo${unique()}`
    await page.goto('/players')
    await page.getByRole('button', { name: 'Add Player' }).click()
    await page
      .getByRole('dialog')
      .getByLabel(/Player name/)
      .fill(name)
    await page.getByRole('dialog').getByRole('button', { name: 'Add Player' }).click()
    await pwExpect(page.getByText('Player Added')).toBeVisible()
    await page.getByPlaceholder('Search players...').fill(name)
    await page.getByRole('link', { name: new RegExp(name) }).click()
    await page.waitForURL('**/players/*')

    const openMenu = () => page.getByRole('button', { name: 'Player actions' }).click()
    await openMenu()
    await page.getByRole('menuitem', { name: 'Promote to Moderator' }).click()
    const promote = page.getByRole('dialog', { name: `Promote ${name} to Moderator` })
    await promote.getByRole('checkbox', { name: /Manage Players/ }).check()
    await promote.getByRole('button', { name: 'Promote to Moderator' }).click()
    await pwExpect(page.getByText('Player promoted')).toBeVisible()

    await page.goto('/moderators')
    const card = page.getByRole('article', { name })
    await pwExpect(card.getByText('PENDING', { exact: true })).toBeVisible()
    await pwExpect(card.getByText('Promoted player')).toBeVisible()

    await page.goBack()
    await openMenu()
    let question = ''
    page.once('dialog', (prompt) => {
      question = prompt.message()
      void prompt.accept()
    })
    await page.getByRole('menuitem', { name: 'Demote from Moderator' }).click()
    await pwExpect(page.getByText('Moderator demoted')).toBeVisible()
    expect(question).toBe(`Are you sure you want to demote ${name} to normal player? All data will be preserved.`)
    await page.goto('/moderators')
    await pwExpect(page.getByRole('heading', { name: 'My Moderators' })).toBeVisible()
    await pwExpect(page.getByRole('article', { name })).toHaveCount(0)
    await page.context().close()
  })
})

const viewports: ViewportName[] = ['desktop', 'phone']

/** Screens for the UI review (test-results/*.png); each must fit the viewport's width. */
describe.each(viewports)('moderator and audit screens on %s', (viewport) => {
  it('My Moderators, audit page and the creator dashboard', async () => {
    const page = await newPage(browser, viewport)
    await signIn(page, 'CREATOR')
    await page.goto('/moderators')
    await pwExpect(page.getByRole('article', { name: 'Demo Moderator' })).toBeVisible()
    await screenshot(page, `moderators-${viewport}`)
    expect(await overflowsHorizontally(page)).toBe(false)

    await page.goto('/audit')
    await pwExpect(sentences(page).first()).toBeVisible()
    await screenshot(page, `audit-${viewport}`)
    expect(await overflowsHorizontally(page)).toBe(false)

    await page.goto('/dashboard')
    await pwExpect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible()
    await screenshot(page, `dashboard-recent-activity-${viewport}`)
    expect(await overflowsHorizontally(page)).toBe(false)
    await page.context().close()
  })

  it("a moderator's My Activity tab", async () => {
    const page = await newPage(browser, viewport)
    await signIn(page, 'MODERATOR')
    await page.getByRole('tab', { name: 'My Activity' }).click()
    await pwExpect(page.getByRole('heading', { name: 'My Performance Today' })).toBeVisible()
    await screenshot(page, `moderator-activity-${viewport}`)
    expect(await overflowsHorizontally(page)).toBe(false)
    await page.context().close()
  })
})
