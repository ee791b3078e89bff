import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launch, newPage, pwExpect, signIn } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

describe('routing', () => {
  it('shows the 404 page for an unknown URL, then goes to the dashboard', async () => {
    const page = await newPage(browser)
    await signIn(page, 'CREATOR')
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))

    await page.goto('/this/page/does-not-exist')
    await pwExpect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await pwExpect(page.getByText('404', { exact: true })).toBeVisible()
    await pwExpect(page.getByText('/this/page/does-not-exist')).toBeVisible()
    expect(warnings.join('\n')).toContain('/this/page/does-not-exist')

    await page.getByRole('button', { name: 'Go to Dashboard' }).click()
    await page.waitForURL('**/dashboard')
    await page.context().close()
  })

  it('signed out: an unknown path shows the 404 page, a known one the sign-in page', async () => {
    const page = await newPage(browser)
    await page.goto('/no/such/page')
    await pwExpect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await pwExpect(page.getByText('/no/such/page')).toBeVisible()
    await page.goto('/kiosk')
    await page.waitForURL('**/signin')
    await page.context().close()
  })

  it('sends a creator who opens an admin page to /dashboard', async () => {
    const page = await newPage(browser)
    await signIn(page, 'CREATOR')
    await page.goto('/admin/creators')
    await page.waitForURL('**/dashboard')
    await pwExpect(page.getByRole('heading', { name: 'Creator Dashboard' })).toBeVisible()
    await page.context().close()
  })

  it('keeps the session across a reload', async () => {
    const page = await newPage(browser)
    await signIn(page, 'MODERATOR')
    await page.reload()
    await pwExpect(page.getByRole('heading', { name: 'Moderator Dashboard' })).toBeVisible()
    await page.context().close()
  })
})
