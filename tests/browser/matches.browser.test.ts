import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { BASE_URL, launch, newPage, overflowsHorizontally, pwExpect, screenshot, signIn } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/** A call to the API as the page's signed-in user (the token the app keeps in localStorage). */
async function apiAs(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = await response.json()
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300)
  return answer
}

/** One event of the demo creator's simulated stream. */
const simulate = (page: Page, event: Record<string, unknown>) =>
  apiAs(page, 'POST', '/api/live/simulator/events', event)

const clock = (page: Page) => page.getByTestId('match-clock').textContent()

/** The page is laid out at the phone's width (a phone browser widens its layout rather than scroll). */
async function fitsPhone(page: Page) {
  expect(await overflowsHorizontally(page)).toBe(false)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

describe('matches: the kiosk match bar at phone size', () => {
  it('appears on match start, counts down, follows the score by push; a Use from the ready strip counts', async () => {
    const page = await newPage(browser, 'phone')
    await signIn(page, 'CREATOR')
    await page.goto('/kiosk?view=recent-gifters')
    await pwExpect(page.getByRole('heading', { name: 'Recent Gifters' })).toBeVisible()
    await simulate(page, { type: 'goLive' })
    await pwExpect(page.getByText('Instant updates')).toBeVisible()
    const bar = page.getByRole('region', { name: 'Match in progress' })
    expect(await bar.count()).toBe(0)

    const matchId = `pw-${Date.now().toString(36)}`
    await simulate(page, {
      type: 'matchStart',
      matchId,
      opponent: { uniqueId: 'rival_pw', nickname: 'Rival Host' },
      durationSeconds: 300,
    })
    await pwExpect(bar).toBeVisible()
    await pwExpect(bar.getByText('vs Rival Host')).toBeVisible()
    // The OBS overlay (no sign-in) shows the match too.
    const { overlay } = await apiAs(page, 'POST', '/api/live/overlay')
    const obs = await newPage(browser)
    await obs.goto(overlay.url)
    await obs.waitForFunction(() => document.body.dataset.push === 'on')
    const obsMatch = obs.locator('#match-section')
    await pwExpect(obsMatch.getByText('vs Rival Host')).toBeVisible()
    const first = await clock(page)
    expect(first).toMatch(/^[45]:\d\d$/)
    await expect.poll(() => clock(page), { timeout: 5_000 }).not.toBe(first)

    await simulate(page, { type: 'matchScore', matchId, ours: 1500, theirs: 700 })
    await pwExpect(bar.getByTestId('match-ours')).toHaveText('1,500')
    await pwExpect(bar.getByTestId('match-theirs')).toHaveText('700')
    await pwExpect(bar.getByTestId('match-standing')).toHaveText('Ahead by 800')
    await simulate(page, { type: 'matchScore', matchId, ours: 1500, theirs: 2100 })
    await pwExpect(bar.getByTestId('match-standing')).toHaveText('Behind by 600')
    await pwExpect(obs.locator('#match-score')).toHaveText('1,500 : 2,100')
    await screenshot(obs, 'matches-overlay')
    await pwExpect(bar.getByText('Time Maker 0/3')).toBeVisible()

    // The ready strip: the first holder of the first type listed, used with one tap.
    const strip = page.getByRole('region', { name: 'Ready to use' })
    const use = strip.getByRole('button', { name: /^Use / }).first()
    await pwExpect(use).toBeVisible()
    const [, type] = /^Use (.+) of /.exec((await use.getAttribute('aria-label')) ?? '') ?? []
    expect(type).toBeTruthy()
    await use.click()
    await pwExpect(page.getByRole('alert').filter({ hasText: 'Powerup Used!' })).toBeVisible()
    await pwExpect(bar.getByText(type === 'Time Maker' ? 'Time Maker 1/3' : `${type} 1`)).toBeVisible()
    await fitsPhone(page)
    await screenshot(page, 'matches-kiosk-phone')

    const desktop = await newPage(browser, 'desktop')
    await signIn(desktop, 'CREATOR')
    await desktop.goto('/kiosk?view=by-powerup')
    await pwExpect(desktop.getByRole('region', { name: 'Match in progress' })).toBeVisible()
    await screenshot(desktop, 'matches-kiosk-desktop')

    await simulate(page, { type: 'matchEnd', matchId })
    await pwExpect(bar).toBeHidden()
    await pwExpect(obsMatch).toBeHidden()
    await obs.context().close()
    await apiAs(page, 'DELETE', '/api/live/overlay')

    // After the match: the history lists it (a loss), its report shows the score and the use.
    await desktop.goto('/matches')
    const row = desktop.getByRole('row').filter({ hasText: 'Rival Host' }).first()
    await pwExpect(row.getByText('Loss')).toBeVisible()
    await screenshot(desktop, 'matches-history-desktop')
    await row.getByRole('link', { name: 'Rival Host' }).click()
    await pwExpect(desktop.getByRole('heading', { name: 'vs Rival Host' })).toBeVisible()
    await pwExpect(desktop.getByTestId('report-score')).toHaveText('1,500 : 2,100')
    await pwExpect(desktop.getByRole('table', { name: 'Items used' }).getByText(type)).toBeVisible()
    await desktop.getByRole('button', { name: 'Export' }).click()
    const [download] = await Promise.all([
      desktop.waitForEvent('download'),
      desktop.getByRole('menuitem', { name: /CSV/ }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.csv$/)
    await screenshot(desktop, 'matches-report-desktop')

    await page.goto('/matches')
    await pwExpect(page.getByRole('row').filter({ hasText: 'Rival Host' }).first()).toBeVisible()
    await fitsPhone(page)
    await screenshot(page, 'matches-history-phone')

    await simulate(page, { type: 'streamEnd' })
    await desktop.context().close()
    await page.context().close()
  })

  it("an admin reaches a creator's matches from Creator Management and sets the limits", async () => {
    const page = await newPage(browser, 'desktop')
    await signIn(page, 'ADMIN')
    await page.goto('/admin/creators')
    await page.getByRole('button', { name: 'Actions for Demo Creator' }).click()
    await page.getByRole('menuitem', { name: 'Match History' }).click()
    await pwExpect(page.getByRole('heading', { name: "Creator's Matches" })).toBeVisible()
    await pwExpect(page.getByRole('row').filter({ hasText: 'Rival Host' }).first()).toBeVisible()

    await page.goto('/settings')
    const timeMaker = page.locator('input[name="matchLimits.time-maker"]')
    await pwExpect(timeMaker).toBeEnabled()
    expect(await timeMaker.inputValue()).toBe('3')
    await page.locator('input[name="matchLimits.glove"]').fill('2')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await pwExpect(page.getByText('Settings Saved!')).toBeVisible()
    const limits = await apiAs(page, 'GET', '/api/live/matches/limits')
    expect(limits.limits).toEqual({ glove: 2, 'time-maker': 3 })
    await page.locator('input[name="matchLimits.glove"]').scrollIntoViewIfNeeded()
    await screenshot(page, 'matches-limits-desktop')
    await page.locator('input[name="matchLimits.glove"]').fill('')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect
      .poll(async () => (await apiAs(page, 'GET', '/api/live/matches/limits')).limits)
      .toEqual({ 'time-maker': 3 })
    await page.context().close()
  })
})
