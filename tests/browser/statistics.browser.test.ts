import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  DEMO_ACCOUNTS,
  apiToken,
  callApi,
  useBrowser,
  newPage,
  overflowsHorizontally,
  pwExpect,
  screenshot,
  signIn,
  type ViewportName,
} from './helpers'

const browser = useBrowser()

/**
 * A new creator with known activity today: one sign-in, 3 players (each gets the starter pack of
 * 2 Gloves and 1 Mist), 2 more Gloves granted to the first, 1 Glove used: 11 units granted, 1 used,
 * 10 held, 3 active players.
 */
async function seedCreator(adminToken: string) {
  const id = Date.now().toString(36)
  const creator = { name: `Stats Creator ${id}`, handle: `stats_${id}`, email: `stats-${id}@test.local` }
  const created = await callApi(adminToken, 'POST', '/api/admin/creators', {
    name: creator.name,
    email: creator.email,
    tiktokUsername: `@${creator.handle}`,
    password: 'statistics-pass-1',
  })
  const token = await apiToken(creator.email, 'statistics-pass-1')
  for (const name of ['Ada', 'Bo', 'Cy']) await callApi(token, 'POST', '/api/players', { name })
  await callApi(token, 'POST', '/api/players/powerups/grant', { playerName: 'Ada', powerupType: 'glove', count: 2 })
  await callApi(token, 'POST', '/api/players/powerups/use', { playerId: 'Ada', powerupType: 'glove' })
  return { ...creator, id: created.data.creator.id as number }
}

const figure = (page: Page, label: string) => page.getByRole('tabpanel').getByLabel(label, { exact: true })
const tile = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true }).first()

async function choosePeriod(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Period' }).click()
  await page.getByRole('option', { name: label, exact: true }).click()
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click()
}

const today = () => {
  const now = new Date()
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`
}

// Each test signs in and loads whole pages several times: a busy shared machine needs more than the default minute.
describe('Creator statistics', { timeout: 120_000 }, () => {
  it('opens from Creator Management, shows the seeded activity exactly, switches period and exports', async () => {
    const adminToken = await apiToken(DEMO_ACCOUNTS.ADMIN.identifier, DEMO_ACCOUNTS.ADMIN.password)
    const seeded = await seedCreator(adminToken)
    const page = await newPage(browser())
    await signIn(page, 'ADMIN')
    await page.goto('/admin/creators')
    await page.getByLabel('Search creators').fill(seeded.handle)
    await page.getByRole('button', { name: `Actions for ${seeded.name}` }).click()
    await page.getByRole('menuitem', { name: 'Show Statistics' }).click()
    await page.waitForURL(`**/admin/creators/${seeded.id}/statistics`)

    await pwExpect(page.getByRole('heading', { name: `${seeded.name}'s Statistics` })).toBeVisible()
    await pwExpect(page.getByRole('combobox', { name: 'Period' })).toHaveText('30 Days')
    await pwExpect(page.getByText(/ – .* \(UTC days\)$/)).toBeVisible()
    const card = page.getByRole('region', { name: 'Creator' })
    await pwExpect(card).toContainText(seeded.email)
    await pwExpect(card).toContainText(`@${seeded.handle}`)
    await pwExpect(card.getByText('Offline')).toBeVisible()
    // 30 days, 1 with activity, never live, no errors: 40 × 1/30 + 0 + 30 = 31
    await pwExpect(card.getByText('Health: 31%')).toBeVisible()
    await pwExpect(tile(page, 'Total Value')).toHaveText('0')
    await pwExpect(tile(page, 'Total Players')).toHaveText('3')
    await pwExpect(tile(page, 'Live Hours')).toHaveText('0.0h')
    await pwExpect(tile(page, 'Moderators')).toHaveText('0')

    await pwExpect(figure(page, 'Growth Rate')).toHaveText('—')
    await pwExpect(page.getByRole('heading', { name: 'Performance Trends' })).toBeVisible()
    await screenshot(page, 'creator-statistics-overview-desktop')
    await openTab(page, 'Powerups')
    await pwExpect(figure(page, 'Granted')).toHaveText('11')
    await pwExpect(figure(page, 'Used')).toHaveText('1')
    await pwExpect(figure(page, 'Active')).toHaveText('10')
    await openTab(page, 'Players')
    await pwExpect(figure(page, 'Total')).toHaveText('3')
    await pwExpect(figure(page, 'Active')).toHaveText('3')
    await pwExpect(figure(page, 'New')).toHaveText('3')
    await openTab(page, 'Security')
    await pwExpect(figure(page, 'Creator Logins')).toHaveText('1')
    await pwExpect(figure(page, 'Moderator Logins')).toHaveText('0')
    await pwExpect(figure(page, 'Total Logins')).toHaveText('1')
    await openTab(page, 'Errors')
    await pwExpect(figure(page, 'Total Errors')).toHaveText('0')

    // 24 hours: the one day has activity, so 40 + 0 + 30
    await choosePeriod(page, '24 Hours')
    await pwExpect(card.getByText('Health: 70%')).toBeVisible()
    await pwExpect(page.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \(UTC days\)$/)).toBeVisible()
    await pwExpect(figure(page, 'Total Errors')).toHaveText('0')
    await openTab(page, 'Powerups')
    await pwExpect(figure(page, 'Granted')).toHaveText('11')

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ])
    expect(file.suggestedFilename()).toBe(`creator_statistics_${seeded.name.replace(/ /g, '_')}_day_${today()}.json`)
    await pwExpect(page.getByText('Creator statistics exported as JSON.')).toBeVisible()
    const exported = JSON.parse(await readFile((await file.path())!, 'utf8'))
    const answer = await callApi(adminToken, 'GET', `/api/admin/creators/${seeded.id}/statistics?period=day`)
    expect(exported).toEqual({ creator: answer.creator, statistics: answer.data })
    expect(exported.statistics.powerupAnalytics).toEqual({ totalGranted: 11, totalUsed: 1, activePowerups: 10 })
    await page.context().close()
  })

  it.each(['desktop', 'phone'] as ViewportName[])('fits the %s screen, and turns a creator away', async (viewport) => {
    const page = await newPage(browser(), viewport)
    await signIn(page, 'ADMIN')
    await page.goto('/admin/creators')
    const demo = page.getByRole('article', { name: DEMO_ACCOUNTS.CREATOR.name })
    await demo.getByRole('button', { name: `Actions for ${DEMO_ACCOUNTS.CREATOR.name}` }).click()
    await page.getByRole('menuitem', { name: 'Show Statistics' }).click()
    await pwExpect(page.getByRole('heading', { name: `${DEMO_ACCOUNTS.CREATOR.name}'s Statistics` })).toBeVisible()
    await pwExpect(page.getByRole('region', { name: 'Creator' })).toBeVisible()
    await screenshot(page, `creator-statistics-${viewport}`)
    expect(await overflowsHorizontally(page)).toBe(false)
    const path = new URL(page.url()).pathname
    await page.context().close()

    const creator = await newPage(browser(), viewport)
    await signIn(creator, 'CREATOR')
    await creator.goto(path)
    await pwExpect(creator.getByText('You do not have permission to view this page.')).toBeVisible()
    await creator.waitForURL('**/dashboard')
    await creator.context().close()
  })
})
