import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { BASE_URL, launch, newPage, pwExpect, screenshot, signIn } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

const unique = () => Date.now().toString(36)

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

/** One event of the demo creator's simulated stream (the demo creators rehearse on the simulator). */
const simulate = (page: Page, event: Record<string, unknown>) =>
  apiAs(page, 'POST', '/api/live/simulator/events', event)

describe('live: Recent Gifters, push and the OBS overlay', () => {
  it('a simulated gift appears in the kiosk without a reload; Add Player from the gifter', async () => {
    const page = await newPage(browser)
    await signIn(page, 'CREATOR')
    await page.goto('/kiosk?view=recent-gifters')
    await pwExpect(page.getByRole('heading', { name: 'Recent Gifters' })).toBeVisible()
    await simulate(page, { type: 'goLive' })
    await pwExpect(page.getByText('Instant updates')).toBeVisible()
    await pwExpect(page.getByLabel('Your stream is live')).toBeVisible()

    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => ((window as unknown as { liveMark: string }).liveMark = 'same-page'))
    const gifter = `fan_${unique()}`
    await simulate(page, {
      type: 'gift',
      msgId: `browser-${gifter}`,
      uniqueId: gifter,
      nickname: `Fan ${gifter}`,
      giftName: 'Galaxy',
      giftType: 2,
      diamondCount: 1000,
      repeatCount: 1,
      repeatEnd: true,
    })
    const row = page.getByTestId('gift-row').filter({ hasText: `Fan ${gifter}` })
    await pwExpect(row).toBeVisible()
    await pwExpect(row.getByText('Galaxy x1')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('same-page')

    await row.getByRole('button', { name: 'Add Player' }).click()
    await pwExpect(page.getByText('Player Added')).toBeVisible()
    // The new player arrives by push: the gifter now gets Add Powerup.
    await pwExpect(row.getByRole('button', { name: 'Add Powerup' })).toBeVisible()
    await screenshot(page, 'live-recent-gifters')
    await simulate(page, { type: 'streamEnd' })
    await page.context().close()
  })

  it('a creator an admin set up is watched from the start: the kiosk waits for the stream, then shows it connected', async () => {
    const admin = await newPage(browser)
    await signIn(admin, 'ADMIN')
    const handle = `nova_${unique()}`
    const email = `${handle}@test.local`
    await apiAs(admin, 'POST', '/api/admin/creators', {
      name: 'Nova Watch',
      email,
      tiktokUsername: `@${handle}`,
      password: 'nova-pass-1',
    })
    await admin.context().close()

    const page = await newPage(browser)
    await page.goto('/signin')
    await page.getByLabel('Email or Username').fill(email)
    await page.getByLabel(/^Password/).fill('nova-pass-1')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/dashboard')
    await page.goto('/kiosk?view=recent-gifters')
    await pwExpect(page.getByText(`TikTok Live @${handle}`)).toBeVisible()
    await pwExpect(
      page.getByText(/Waiting for the stream to go live|User is not currently live on TikTok/)
    ).toBeVisible()
    // The stream starts (the simulator stands for TikTok); nobody presses Save & Connect.
    await simulate(page, { type: 'goLive' })
    await pwExpect(page.getByText('Connected', { exact: true })).toBeVisible()
    await simulate(page, { type: 'streamEnd' })
    await page.context().close()
  })

  it('Recent Gifters keeps the row under the pointer in place during a burst; a pill counts the new gifts', async () => {
    const page = await newPage(browser)
    await signIn(page, 'CREATOR')
    await page.goto('/kiosk?view=recent-gifters')
    await simulate(page, { type: 'goLive' })
    await pwExpect(page.getByText('Instant updates')).toBeVisible()
    const gift = (n: number, gifter: string) => ({
      type: 'gift',
      msgId: `burst-${gifter}-${n}`,
      uniqueId: gifter,
      nickname: `Burst ${gifter}`,
      giftName: 'Rose',
      giftType: 2,
      diamondCount: 1,
      repeatCount: 1,
      repeatEnd: true,
    })
    const first = `first_${unique()}`
    await simulate(page, gift(0, first))
    const button = page
      .getByTestId('gift-row')
      .filter({ hasText: `Burst ${first}` })
      .getByRole('button')
      .first()
    await pwExpect(button).toBeVisible()
    await button.hover()
    const before = await button.boundingBox()

    const burst = `burst_${unique()}`
    await simulate(page, { events: Array.from({ length: 20 }, (_, n) => gift(n + 1, burst)) })
    await pwExpect(page.getByRole('button', { name: '20 new gifts' })).toBeVisible()
    expect(await button.boundingBox()).toEqual(before)

    // Pointer away: the new gifts take their place on top.
    await page.mouse.move(0, 0)
    await pwExpect(page.getByTestId('gift-row').first()).toContainText(`Burst ${burst}`)
    await simulate(page, { type: 'streamEnd' })
    await page.context().close()
  })

  it('the OBS overlay (secret URL, no sign-in, transparent) shows the !status board by push', async () => {
    const creator = await newPage(browser)
    await signIn(creator, 'CREATOR')
    const { overlay } = await apiAs(creator, 'POST', '/api/live/overlay')

    const obs = await newPage(browser)
    await obs.goto(overlay.url)
    await pwExpect(obs.getByText('Latest gifts')).toBeVisible()
    const background = await obs.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).toBe('rgba(0, 0, 0, 0)')
    await obs.waitForFunction(() => document.body.dataset.push === 'on')

    await simulate(creator, { type: 'goLive' })
    await simulate(creator, {
      type: 'chat',
      msgId: `status-${unique()}`,
      uniqueId: 'some_viewer',
      nickname: 'Viewer',
      comment: '!status',
    })
    await pwExpect(obs.getByRole('heading', { name: '!status' })).toBeVisible()
    await pwExpect(obs.getByText(/^NightOwl_Gamer: .*Glove/)).toBeVisible()
    // Gifts arrive in coalesced 'gifts' messages: each is listed once, the newest on top.
    const fans = [`obs_a_${unique()}`, `obs_b_${unique()}`]
    await simulate(creator, {
      events: fans.map((fan) => ({
        type: 'gift',
        msgId: `overlay-${fan}`,
        uniqueId: fan,
        nickname: fan,
        giftName: 'Galaxy',
        giftType: 2,
        diamondCount: 1000,
        repeatCount: 1,
        repeatEnd: true,
      })),
    })
    await pwExpect(obs.locator('#gifts li').first()).toHaveText(`${fans[1]} sent Galaxy x1 · 1000 diamonds`)
    await pwExpect(obs.locator('#gifts li').nth(1)).toHaveText(`${fans[0]} sent Galaxy x1 · 1000 diamonds`)
    await screenshot(obs, 'live-overlay')

    // Revoked: the URL stops working.
    await apiAs(creator, 'DELETE', '/api/live/overlay')
    expect((await obs.goto(overlay.url))?.status()).toBe(404)
    await simulate(creator, { type: 'streamEnd' })
    await creator.context().close()
    await obs.context().close()
  })
})
