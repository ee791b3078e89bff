import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launch, newPage, overflowsHorizontally, pwExpect, screenshot, signIn } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

describe('Settings › Battle Boosters', () => {
  it('the creator maps a battle card on desktop; the section fits a phone', async () => {
    const page = await newPage(browser, 'desktop')
    await signIn(page, 'CREATOR')
    await page.goto('/settings')
    const section = page.getByRole('heading', { name: 'Battle Boosters' })
    await pwExpect(section).toBeVisible()
    const potion = page.getByRole('combobox', { name: /^Potion powerup/ })
    await potion.scrollIntoViewIfNeeded()
    await pwExpect(potion).toHaveText('Ignored')
    await potion.click()
    await page.getByRole('option', { name: 'NO3 Booster' }).click()
    await pwExpect(page.getByText('Potion → NO3 Booster')).toBeVisible()
    await pwExpect(potion).toHaveText('NO3 Booster')
    await screenshot(page, 'boosters-settings-desktop')
    // Put the default back for the other suites sharing the demo creator.
    await potion.click()
    await page.getByRole('option', { name: 'Ignored' }).click()
    await pwExpect(potion).toHaveText('Ignored')

    const phone = await newPage(browser, 'phone')
    await signIn(phone, 'CREATOR')
    await phone.goto('/settings')
    const glove = phone.getByRole('combobox', { name: /^Glove powerup/ })
    await glove.scrollIntoViewIfNeeded()
    await pwExpect(glove).toHaveText('Glove')
    expect(await overflowsHorizontally(phone)).toBe(false)
    await screenshot(phone, 'boosters-settings-phone')
  }, 150_000)
})
