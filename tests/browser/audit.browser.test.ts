import { readFileSync } from 'node:fs'
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
} from './helpers'

const browser = useBrowser()

/** Chooses an option of one of the screen's filter selects. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

const cards = (page: Page) => page.getByTestId('audit-log-card')

describe('System Audit Logs (/admin/audit)', () => {
  it('filters change the list; the exports download exactly what the API lists', async () => {
    // Known activity: three new players (each with its starter pack) and one deleted.
    const prefix = `Audited${Date.now().toString(36)}`
    const creator = DEMO_ACCOUNTS.CREATOR
    const creatorToken = await apiToken(creator.identifier, creator.password)
    for (const suffix of ['A', 'B', 'C'])
      await callApi(creatorToken, 'POST', '/api/players', { name: `${prefix}${suffix}` })
    await callApi(creatorToken, 'DELETE', '/api/players/delete', { playerName: `${prefix}C` })

    const page = await newPage(browser())
    await signIn(page, 'ADMIN')
    await page.goto('/admin/audit')
    await pwExpect(page.getByRole('heading', { name: 'System Audit Logs' })).toBeVisible()
    await pwExpect(cards(page).first()).toBeVisible()
    await pwExpect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()

    await page.getByLabel('Search audit logs').fill(prefix)
    // 3 × (Player Created + 2 Powerup Granted) + Player Deleted
    await pwExpect(cards(page)).toHaveCount(10)
    await pwExpect(page.getByText('Page 1 of 1')).toBeVisible()
    await choose(page, 'Severity', 'Medium')
    await pwExpect(cards(page)).toHaveCount(1)
    await pwExpect(cards(page).first()).toContainText('Player Deleted')
    await pwExpect(cards(page).first()).toContainText(`Demo Creator (CREATOR) → Player: ${prefix}C`)
    await choose(page, 'Actor Type', 'Admin')
    await pwExpect(page.getByText('No audit logs found')).toBeVisible()
    await choose(page, 'Actor Type', 'All Actors')
    await choose(page, 'Time Range', 'Last 90 days')
    await pwExpect(cards(page)).toHaveCount(1)

    await cards(page).first().click()
    const dialog = page.getByRole('dialog', { name: 'Player Deleted' })
    await pwExpect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await pwExpect(dialog).toBeHidden()

    // The exports hold what the API lists for the same filters.
    await choose(page, 'Severity', 'All Severities')
    await pwExpect(cards(page)).toHaveCount(10)
    const adminToken = (await page.evaluate(() => localStorage.getItem('token')))!
    const listed = await callApi(adminToken, 'GET', `/api/admin/audit-logs?search=${prefix}&limit=100`)
    const listedIds = (listed.data.auditLogs as { id: number }[]).map((entry) => entry.id)
    expect(listedIds).toHaveLength(10)

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ])
    expect(json.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(readFileSync((await json.path())!, 'utf8')) as { id: number }[]
    expect(exported).toEqual(listed.data.auditLogs)

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(csv.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = readFileSync((await csv.path())!, 'utf8')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'id,createdAt,eventType,category,severity,actorType,actorName,summary,targetType,targetName,details,ipAddress'
    )
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(listedIds)
    await pwExpect(page.getByText('10 audit logs saved as').last()).toBeVisible()
    await page.context().close()
  })

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`fits the ${viewport} screen`, async () => {
      const page = await newPage(browser(), viewport)
      await signIn(page, 'ADMIN')
      await page.goto('/admin/audit')
      await pwExpect(cards(page).first()).toBeVisible()
      expect(await overflowsHorizontally(page)).toBe(false)
      await screenshot(page, `admin-audit-${viewport}`)
      await page.context().close()
    })
  }
})
