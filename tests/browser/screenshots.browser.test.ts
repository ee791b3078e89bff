import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import {
  launch,
  newPage,
  overflowsHorizontally,
  pwExpect,
  screenshot,
  signIn,
  type Role,
  type ViewportName,
} from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

const viewports: ViewportName[] = ['desktop', 'phone']

/** Screens for the UI review (test-results/*.png); each must fit the viewport's width. */
describe.each(viewports)('screens on %s', (viewport) => {
  it('sign-in', async () => {
    const page = await newPage(browser, viewport)
    await page.goto('/signin')
    await pwExpect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await screenshot(page, `signin-${viewport}`)
    expect(await overflowsHorizontally(page)).toBe(false)
    await page.context().close()
  })

  it.each(['ADMIN', 'CREATOR', 'MODERATOR'] as Role[])('dashboard of %s', async (role) => {
    const page = await newPage(browser, viewport)
    await signIn(page, role)
    await page.getByText('Welcome back!').waitFor({ state: 'hidden', timeout: 10_000 })
    await screenshot(page, `dashboard-${role.toLowerCase()}-${viewport}`)
    expect(await overflowsHorizontally(page)).toBe(false)
    await page.context().close()
  })

  it('creator management and 404', async () => {
    const page = await newPage(browser, viewport)
    await signIn(page, 'ADMIN')
    await page.goto('/admin/creators')
    await pwExpect(page.getByRole('article', { name: 'Demo Creator' })).toBeVisible()
    await screenshot(page, `creator-management-${viewport}`)
    expect(await overflowsHorizontally(page)).toBe(false)

    await page.goto('/admin/management')
    await pwExpect(page.getByRole('article', { name: 'Avery Admin' })).toBeVisible()
    await screenshot(page, `admin-management-${viewport}`)
    expect(await overflowsHorizontally(page)).toBe(false)

    await page.goto('/no-such-page')
    await pwExpect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await screenshot(page, `not-found-${viewport}`)
    await page.context().close()
  })

  it('sidebar drawer', async () => {
    const page = await newPage(browser, viewport)
    await signIn(page, 'MODERATOR')
    if (viewport === 'phone') await page.getByRole('button', { name: /menu/i }).first().click()
    await pwExpect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible()
    await screenshot(page, `sidebar-moderator-${viewport}`)
    await page.context().close()
  })
})
