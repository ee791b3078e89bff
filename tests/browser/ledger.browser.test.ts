import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { launch, newPage, overflowsHorizontally, pwExpect, screenshot, signIn, type ViewportName } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

const unique = () => Date.now().toString(36)

/** A player's card in the kiosk's By Player view. */
const playerCard = (page: Page, name: string) =>
  page.getByTestId('kiosk-player').filter({ has: page.getByRole('heading', { name, exact: true }) })
const queueItems = (card: Locator, type: string) => card.getByTestId('kiosk-queue-item').filter({ hasText: type })

/** The number in a filter chip such as 'Mist (3)'. */
async function filterCount(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('button', { name: new RegExp(`^${label} \\(\\d+\\)$`) }).textContent()
  return Number(/\((\d+)\)/.exec(text ?? '')?.[1])
}

describe('ledger screens', () => {
  it('a creator adds a player in the kiosk, sees the starter pack and uses a glove', async () => {
    const page = await newPage(browser)
    await signIn(page, 'CREATOR')
    await page.goto('/kiosk?view=by-player')
    await pwExpect(page.getByRole('heading', { name: 'Powerup Kiosk' })).toBeVisible()

    // Names sort first in By Player, so the new card is on screen without scrolling.
    const name = `Aakiosk${unique()}`
    await page.getByRole('button', { name: 'Add Player' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Add Player' }).click()
    await pwExpect(page.getByText('Invalid Name')).toBeVisible()
    await dialog.getByLabel('Player name').fill(name)
    await dialog.getByRole('button', { name: 'Add Player' }).click()
    await pwExpect(page.getByText('Player Added')).toBeVisible()
    await pwExpect(dialog).toBeHidden()

    const card = playerCard(page, name)
    await pwExpect(card.getByText('3 powerups')).toBeVisible()
    await pwExpect(queueItems(card, 'Glove')).toHaveCount(2)
    await pwExpect(queueItems(card, 'Mist')).toHaveCount(1)

    await card
      .getByRole('button', { name: `Use Glove of ${name}` })
      .first()
      .click()
    await pwExpect(page.getByText('Powerup Used!')).toBeVisible()
    await pwExpect(page.getByText('Glove has been activated.')).toBeVisible()
    await pwExpect(card.getByText('2 powerups')).toBeVisible()
    await pwExpect(queueItems(card, 'Glove')).toHaveCount(1)
    await pwExpect(queueItems(card, 'Mist')).toHaveCount(1)

    // The same ledger seen by My Players.
    await page.goto('/players')
    await page.getByPlaceholder('Search players...').fill(name)
    await pwExpect(page.getByLabel('2 active powerups')).toBeVisible()
    await page.context().close()
  })

  it('a moderator uses a mist on the powerups page', async () => {
    const page = await newPage(browser)
    await signIn(page, 'MODERATOR')
    await page.goto('/powerups')
    await pwExpect(page.getByRole('heading', { name: 'My Powerups' })).toBeVisible()
    await pwExpect(page.getByRole('button', { name: /^Use / }).first()).toBeVisible()

    await page.getByRole('button', { name: /^Mist \(\d+\)$/ }).click()
    const mistsBefore = await filterCount(page, 'Mist')
    expect(mistsBefore).toBeGreaterThan(0)
    const total = Number(await page.getByLabel('Total Available').textContent())

    await page
      .getByRole('button', { name: /^Use Mist of / })
      .first()
      .click()
    await pwExpect(page.getByText('Powerup Used!')).toBeVisible()
    await pwExpect(page.getByText('Mist has been activated.')).toBeVisible()
    await pwExpect(page.getByRole('button', { name: `Mist (${mistsBefore - 1})` })).toBeVisible()
    await pwExpect(page.getByLabel('Total Available')).toHaveText(String(total - 1))
    await page.context().close()
  })

  it("on a phone a toast never covers the full-screen dialog's buttons", async () => {
    const page = await newPage(browser, 'phone')
    await signIn(page, 'CREATOR')
    await page.goto('/kiosk?view=by-player')
    await page.getByRole('button', { name: 'Add Player' }).click()
    const submit = page.getByRole('dialog').getByRole('button', { name: 'Add Player' })
    await submit.click()
    const toast = page.getByText('Invalid Name')
    await pwExpect(toast).toBeVisible()
    const [toastBox, buttonBox] = [await toast.boundingBox(), await submit.boundingBox()]
    expect(toastBox!.y + toastBox!.height).toBeLessThan(buttonBox!.y)
    await page.context().close()
  })

  it('an admin outside impersonation is kept out of the kiosk', async () => {
    const page = await newPage(browser)
    await signIn(page, 'ADMIN')
    await page.goto('/kiosk')
    await pwExpect(page.getByText('Live Kiosk is only available for creators and moderators.')).toBeVisible()
    await page.getByRole('link', { name: 'Return to Dashboard' }).click()
    await page.waitForURL('**/dashboard')
    await page.context().close()
  })
})

const viewports: ViewportName[] = ['desktop', 'phone']

/** Screens for the UI review (test-results/ledger-*.png); each must fit the viewport's width. */
describe.each(viewports)('ledger screens on %s', (viewport) => {
  it('kiosk, players, player detail, powerups and the creator dashboard', async () => {
    const page = await newPage(browser, viewport)
    await signIn(page, 'CREATOR')
    await page.getByText('Welcome back!').waitFor({ state: 'hidden', timeout: 10_000 })
    await pwExpect(page.getByText('Soon to Expire')).toBeVisible()
    await screenshot(page, `ledger-dashboard-creator-${viewport}`)

    const screens: { path: string; ready: (page: Page) => Locator; name: string }[] = [
      { path: '/kiosk?view=by-powerup', ready: (p) => p.getByTestId('kiosk-unit').first(), name: 'kiosk-by-powerup' },
      { path: '/kiosk?view=by-player', ready: (p) => p.getByTestId('kiosk-player').first(), name: 'kiosk-by-player' },
      { path: '/players', ready: (p) => p.getByRole('listitem').first(), name: 'players' },
      { path: '/powerups', ready: (p) => p.getByRole('button', { name: /^Use / }).first(), name: 'powerups' },
    ]
    for (const screen of screens) {
      await page.goto(screen.path)
      await pwExpect(screen.ready(page)).toBeVisible()
      await screenshot(page, `ledger-${screen.name}-${viewport}`)
      expect(await overflowsHorizontally(page), screen.name).toBe(false)
    }

    await page.goto('/players')
    await page.getByRole('listitem').first().getByRole('link').click()
    await pwExpect(page.getByText('Player Information')).toBeVisible()
    await pwExpect(page.getByText('Active Powerups')).toBeVisible()
    await screenshot(page, `ledger-player-detail-${viewport}`)
    expect(await overflowsHorizontally(page)).toBe(false)

    await page.getByRole('button', { name: 'Add Powerup' }).click()
    await pwExpect(page.getByRole('radiogroup', { name: 'Powerup type' })).toBeVisible()
    await page.getByRole('radio', { name: 'Time Maker' }).click()
    await screenshot(page, `ledger-add-powerup-${viewport}`)
    await page.context().close()
  })

  it('the moderator dashboard', async () => {
    const page = await newPage(browser, viewport)
    await signIn(page, 'MODERATOR')
    await pwExpect(page.getByLabel('Powerups Granted Today')).toBeVisible()
    await page.getByText('Welcome back!').waitFor({ state: 'hidden', timeout: 10_000 })
    await screenshot(page, `ledger-dashboard-moderator-${viewport}`)
    expect(await overflowsHorizontally(page)).toBe(false)
    await page.context().close()
  })
})
