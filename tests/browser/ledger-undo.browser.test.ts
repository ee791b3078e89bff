import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import {
  apiToken,
  callApi,
  DEMO_ACCOUNTS,
  launch,
  newPage,
  overflowsHorizontally,
  pwExpect,
  screenshot,
  signIn,
} from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/** A player's card in the kiosk's By Player view. */
const playerCard = (page: Page, name: string) =>
  page.getByTestId('kiosk-player').filter({ has: page.getByRole('heading', { name, exact: true }) })

/** The toast announcing `title`, with its buttons. */
const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title })

/** A new player of the demo creator (names sort first in By Player: the card is on screen). */
async function newPlayer() {
  const { identifier, password } = DEMO_ACCOUNTS.CREATOR
  const token = await apiToken(identifier, password)
  const name = `Aaundo${Date.now().toString(36)}`
  const { player } = await callApi(token, 'POST', '/api/players', { name })
  return { token, name, playerId: player.id as number }
}

describe('undo and remove', () => {
  it('grant from the kiosk, Undo in the toast: the count goes back; a use too', async () => {
    const { name } = await newPlayer()

    const page = await newPage(browser)
    await signIn(page, 'CREATOR')
    await page.goto('/kiosk?view=by-player')
    const card = playerCard(page, name)
    await pwExpect(card.getByText('3 powerups')).toBeVisible()

    await page.getByRole('button', { name: `Add powerup for ${name}` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio', { name: 'Time Maker' }).click()
    await dialog.getByRole('button', { name: 'Add 1 Time Maker' }).click()
    await pwExpect(card.getByText('4 powerups')).toBeVisible()
    await toast(page, 'Powerup Added').getByRole('button', { name: 'Undo' }).click()
    await pwExpect(page.getByText(`1 of 1 Time Maker taken back from ${name}`)).toBeVisible()
    await pwExpect(card.getByText('3 powerups')).toBeVisible()

    // A use, undone from its toast too: the glove comes back.
    await card
      .getByRole('button', { name: `Use Glove of ${name}` })
      .first()
      .click()
    await pwExpect(card.getByText('2 powerups')).toBeVisible()
    await toast(page, 'Powerup Used!').getByRole('button', { name: 'Undo' }).click()
    await pwExpect(page.getByText(`Glove given back to ${name}`)).toBeVisible()
    await pwExpect(card.getByText('3 powerups')).toBeVisible()
    await page.context().close()
  })

  it("the player's history offers Undo within the window; Remove takes a holding away", async () => {
    const { token, name, playerId } = await newPlayer()
    const page = await newPage(browser)
    await signIn(page, 'CREATOR')
    // Something to undo on the player's page: a grant and a use, still within the window.
    await callApi(token, 'POST', '/api/players/powerups/grant', { playerName: name, powerupType: 'mist', count: 3 })
    await callApi(token, 'POST', '/api/players/powerups/use', { playerId: name, powerupType: 'glove' })
    await page.goto(`/players/${playerId}`)
    await pwExpect(page.getByText('Powerup History', { exact: true })).toBeVisible()
    // The starter pack's two grants, the mist grant, the glove use.
    await pwExpect(page.getByTestId('history-entry')).toHaveCount(4)
    await pwExpect(page.getByRole('button', { name: /^Undo use-/ })).toHaveCount(1)
    await pwExpect(page.getByRole('button', { name: /^Undo grant-/ })).toHaveCount(3)
    await screenshot(page, 'ledger-undo-history-desktop')

    // Undo the mist grant from the history, with a reason.
    await page
      .getByRole('button', { name: /^Undo grant-/ })
      .first()
      .click()
    const undoDialog = page.getByRole('dialog')
    await undoDialog.getByLabel('Reason (optional)').fill('granted to the wrong viewer')
    await undoDialog.getByRole('button', { name: 'Undo' }).click()
    await pwExpect(page.getByText(`3 of 3 Mist taken back from ${name}`)).toBeVisible()
    await pwExpect(page.getByTestId('history-entry').filter({ hasText: 'Undone' })).toHaveCount(1)

    // Remove a holding outright.
    await page.getByRole('button', { name: 'Remove Glove × 1' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click()
    await pwExpect(page.getByText(`Removed 1 unit of Glove from ${name}`)).toBeVisible()
    await pwExpect(page.getByText('1 powerup, next to expire first')).toBeVisible()
    await page.context().close()
  })

  it("on a phone the player's history and its Undo buttons fit the screen", async () => {
    const { token, name, playerId } = await newPlayer()
    await callApi(token, 'POST', '/api/players/powerups/grant', { playerName: name, powerupType: 'no2', count: 2 })
    await callApi(token, 'POST', '/api/players/powerups/use', { playerId: name, powerupType: 'mist' })
    const phone = await newPage(browser, 'phone')
    await signIn(phone, 'CREATOR')
    await phone.goto(`/players/${playerId}`)
    await pwExpect(phone.getByText('Powerup History', { exact: true })).toBeVisible()
    await pwExpect(phone.getByRole('button', { name: /^Undo / }).first()).toBeVisible()
    await phone.getByText('Powerup History', { exact: true }).scrollIntoViewIfNeeded()
    expect(await overflowsHorizontally(phone)).toBe(false)
    await screenshot(phone, 'ledger-undo-history-phone')
    await phone.context().close()
  })
})
