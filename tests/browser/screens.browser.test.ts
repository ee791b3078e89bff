import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launch, newPage, pwExpect, signIn, type Role } from './helpers'

/** Every screen each role can open (sidebar pages, back-office pages, settings, audit). */
const SCREENS: Record<Role, string[]> = {
  ADMIN: [
    '/dashboard',
    '/admin/management',
    '/admin/creators',
    '/admin/system-health',
    '/admin/api-monitoring',
    '/admin/audit',
    '/settings',
  ],
  CREATOR: ['/dashboard', '/kiosk', '/powerups', '/players', '/moderators', '/audit', '/settings'],
  MODERATOR: ['/dashboard', '/kiosk', '/powerups', '/players', '/audit', '/settings'],
}

/** A react-admin message key shown instead of its text, e.g. `ra.action.cancel`. */
const RAW_KEY = /\b(?:ra|resources)\.[a-z_-]+\.[a-z_.-]+/gi

/** Visible text plus every accessible name given by attributes, and the focused element's name. */
async function rawKeysOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found = [document.body.innerText, document.title]
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute)
        if (value) found.push(value)
      }
    }
    return found
  })
  return texts.flatMap((text) => text.match(RAW_KEY) ?? [])
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

describe('every screen: English texts, a tab title, the navigation landmark', () => {
  for (const role of ['ADMIN', 'CREATOR', 'MODERATOR'] as const) {
    it(`${role.toLowerCase()}: every screen, its skip link and its header buttons`, async () => {
      const page = await newPage(browser)
      await signIn(page, role)
      const found: string[] = []
      const titles: string[] = []
      for (const path of SCREENS[role]) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        // The first Tab focuses react-admin's skip link, which is only visible then.
        await page.keyboard.press('Tab')
        found.push(...(await rawKeysOn(page)).map((key) => `${path}: ${key}`))
        titles.push(`${path}: ${await page.title()}`)
      }
      expect(found).toEqual([])
      // Every screen names its tab ('Live Kiosk · Powerdeck'), not just the product.
      expect(titles.filter((title) => !/: .+ · Powerdeck$/.test(title))).toEqual([])
      await pwExpect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
      await page.context().close()
    })
  }

  it('phone: a moderator sees whom they work for and the product name in the header; Logout sits in the account menu', async () => {
    const page = await newPage(browser, 'phone')
    await signIn(page, 'MODERATOR')
    const header = page.locator('header').first()
    await pwExpect(header.getByText('Working for')).toBeVisible()
    await pwExpect(header.getByText('Demo Creator')).toBeVisible()
    // Beside it, the product name and the creator's name fit whole (no ellipsis).
    const cutShort = await header
      .locator('span, p')
      .filter({ hasText: /^(Powerdeck|Demo Creator.*)$/ })
      .evaluateAll((texts) =>
        texts.filter((text) => text.scrollWidth > text.clientWidth).map((text) => text.textContent)
      )
    expect(cutShort).toEqual([])
    await page.getByRole('button', { name: 'Account menu' }).click()
    await pwExpect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
    await pwExpect(page.getByText('Moderator for Demo Creator')).toBeVisible()
    await page.keyboard.press('Escape')
    await page.context().close()
  })

  it('admin: the Deactivate and Delete creator dialogs', async () => {
    const page = await newPage(browser)
    await signIn(page, 'ADMIN')
    await page.goto('/admin/creators')
    for (const action of ['Deactivate', 'Delete']) {
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click()
      await page.getByRole('menuitem', { name: action }).click()
      const dialog = page.getByRole('dialog')
      await pwExpect(dialog).toBeVisible()
      expect(await rawKeysOn(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await pwExpect(dialog).toBeHidden()
    }
    await page.context().close()
  })
})
