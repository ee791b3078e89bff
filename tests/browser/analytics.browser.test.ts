import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { analyticsCsv } from '../../modules/analytics/shared/csv'
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
} from './helpers'

const browser = useBrowser()

const unique = () => Date.now().toString(36)

/**
 * A new creator with known activity today: 2 players, 5 Gloves and 2 Mists granted, 3 Gloves and
 * 1 Mist used, and 3 gifts of 1000, 500 and 100 diamonds from two gifters on the simulated stream.
 */
async function seedCreator(adminToken: string) {
  const id = unique()
  const creator = { name: `Analytics ${id}`, handle: `analytics_${id}`, email: `analytics-${id}@test.local` }
  const created = await callApi(adminToken, 'POST', '/api/admin/creators', {
    name: creator.name,
    email: creator.email,
    tiktokUsername: `@${creator.handle}`,
    password: 'analytics-pass-1',
  })
  const token = await apiToken(creator.email, 'analytics-pass-1')
  for (const name of ['Ada', 'Bo']) await callApi(token, 'POST', '/api/players', { name })
  await callApi(token, 'POST', '/api/players/powerups/grant', { playerName: 'Ada', powerupType: 'glove', count: 5 })
  await callApi(token, 'POST', '/api/players/powerups/grant', { playerName: 'Bo', powerupType: 'mist', count: 2 })
  for (let use = 0; use < 3; use++)
    await callApi(token, 'POST', '/api/players/powerups/use', { playerId: 'Ada', powerupType: 'glove' })
  await callApi(token, 'POST', '/api/players/powerups/use', { playerId: 'Bo', powerupType: 'mist' })

  const gift = (n: number, gifter: string, diamondCount: number) => ({
    type: 'gift',
    msgId: `analytics-${id}-${n}`,
    uniqueId: gifter,
    nickname: gifter,
    giftName: 'Galaxy',
    giftType: 2,
    diamondCount,
    repeatCount: 1,
    repeatEnd: true,
  })
  await callApi(token, 'POST', '/api/live/simulator/events', {
    events: [
      { type: 'goLive' },
      gift(1, `big_${id}`, 1000),
      gift(2, `big_${id}`, 500),
      gift(3, `small_${id}`, 100),
      { type: 'streamEnd' },
    ],
  })
  return { ...creator, id: created.data.creator.id as number, bigGifter: `big_${id}`, smallGifter: `small_${id}` }
}

const card = (page: Page, label: string) => page.getByLabel(label, { exact: true })

async function chooseCreator(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Creator' }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function download(page: Page, format: 'CSV' | 'JSON') {
  await page.getByRole('button', { name: 'Export' }).click()
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: new RegExp(format) }).click(),
  ])
  return { name: file.suggestedFilename(), content: await readFile((await file.path())!, 'utf8') }
}

describe('Analytics & Reports', () => {
  it('shows the seeded activity exactly, follows the filters and exports the shown data', async () => {
    const adminToken = await apiToken(DEMO_ACCOUNTS.ADMIN.identifier, DEMO_ACCOUNTS.ADMIN.password)
    const seeded = await seedCreator(adminToken)
    const page = await newPage(browser())
    await signIn(page, 'ADMIN')
    await page.getByRole('menuitem', { name: 'Analytics' }).click()
    await page.waitForURL('**/admin/analytics')
    await pwExpect(page.getByRole('heading', { name: 'Analytics & Reports' })).toBeVisible()
    await pwExpect(page.getByRole('row', { name: seeded.name })).toBeVisible()

    await chooseCreator(page, `${seeded.name} (@${seeded.handle})`)
    await pwExpect(card(page, 'Total Creators')).toHaveText('1')
    await pwExpect(card(page, 'Players')).toHaveText('2')
    await pwExpect(card(page, 'Moderators')).toHaveText('0')
    await pwExpect(card(page, 'Gifts')).toHaveText('3')
    await pwExpect(card(page, 'Revenue (diamonds)')).toHaveText('1,600')
    await pwExpect(page.getByRole('row')).toHaveCount(2)
    const row = page.getByRole('row', { name: seeded.name })
    await pwExpect(row).toContainText(`@${seeded.handle}`)
    await pwExpect(page.getByRole('listitem', { name: seeded.bigGifter })).toContainText('1,500 diamonds')
    await pwExpect(page.getByRole('listitem', { name: seeded.bigGifter })).toContainText('2 gifts')
    await pwExpect(page.getByRole('listitem', { name: seeded.smallGifter })).toContainText('1 gift100 diamonds')
    await pwExpect(page.getByRole('img', { name: 'Growth trends per day' }).locator('.recharts-line')).toHaveCount(5)

    // Each new player's starter pack (2 Gloves, 1 Mist) counts as granted too.
    await pwExpect(card(page, 'Powerups Granted')).toHaveText('13')
    await pwExpect(page.getByTestId('powerup-totals')).toHaveText('13 granted, 4 used')
    await pwExpect(page.getByRole('listitem', { name: 'Glove utilization' })).toContainText('3 / 9 used · 33.3%')
    await pwExpect(page.getByRole('listitem', { name: 'Mist utilization' })).toContainText('1 / 4 used · 25.0%')
    await screenshot(page, 'analytics-desktop')

    // The exports hold exactly what the API answers for the shown filters.
    const { data: filtered } = await callApi(adminToken, 'GET', `/api/analytics?dateRange=30d&creatorId=${seeded.id}`)
    expect(filtered.overview).toMatchObject({ totalPowerups: 13, totalGifts: 3, revenue: 1600, totalPlayers: 2 })
    const day = new Date()
    const stamp = `${day.getFullYear()}${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}`
    const json = await download(page, 'JSON')
    expect(json.name).toBe(`analytics_30d_${stamp}.json`)
    expect(JSON.parse(json.content)).toEqual(filtered)
    await pwExpect(page.getByText('Export Successful')).toBeVisible()
    const csv = await download(page, 'CSV')
    expect(csv.name).toBe(`analytics_30d_${stamp}.csv`)
    expect(csv.content).toBe(analyticsCsv(filtered))
    expect(csv.content).toContain(`\r\n${seeded.bigGifter},1500,2\r\n`)

    // Back to every creator: the platform's figures include the seeded ones and more.
    await chooseCreator(page, 'All creators')
    const { data: all } = await callApi(adminToken, 'GET', '/api/analytics?dateRange=30d')
    await pwExpect(card(page, 'Total Creators')).toHaveText(all.overview.totalCreators.toLocaleString('en-US'))
    expect(all.overview.totalCreators).toBeGreaterThan(1)
    await pwExpect(page.getByRole('row', { name: DEMO_ACCOUNTS.CREATOR.name })).toBeVisible()

    // A search no creator matches leaves no rows.
    await page.getByLabel('Search creators').fill(`nobody-${unique()}`)
    await pwExpect(page.getByText('No creators found')).toBeVisible()
    await page.context().close()
  }, 180_000)

  it('fits a phone: cards stack, the creator list becomes cards', async () => {
    const page = await newPage(browser(), 'phone')
    await signIn(page, 'ADMIN')
    await page.goto('/admin/analytics')
    await pwExpect(page.getByRole('article', { name: DEMO_ACCOUNTS.CREATOR.name })).toBeVisible()
    await pwExpect(page.getByRole('table')).toHaveCount(0)
    expect(await overflowsHorizontally(page)).toBe(false)
    await screenshot(page, 'analytics-phone')
    await page.context().close()
  })

  it('sends a creator who opens /admin/analytics to the dashboard', async () => {
    const page = await newPage(browser())
    await signIn(page, 'CREATOR')
    await page.goto('/admin/analytics')
    await page.waitForURL('**/dashboard')
    await pwExpect(page.getByRole('menuitem', { name: 'Analytics' })).toHaveCount(0)
    await page.context().close()
  })
})
