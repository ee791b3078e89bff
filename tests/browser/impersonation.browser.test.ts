import { afterAll, beforeAll, describe, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launch, newPage, pwExpect, signIn } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

describe('impersonation', () => {
  it('an admin views the product as a creator and comes back', async () => {
    const page = await newPage(browser)
    await signIn(page, 'ADMIN')
    await page.getByRole('menuitem', { name: 'Creator Management' }).click()
    await page.waitForURL('**/admin/creators')

    await page.getByRole('button', { name: 'Impersonate Demo Creator' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Start Impersonation' }).click()

    await page.waitForURL('**/dashboard')
    await pwExpect(page.getByText('Impersonation Started')).toBeVisible()
    await pwExpect(page.getByRole('heading', { name: 'Creator Dashboard' })).toBeVisible()
    await pwExpect(page.getByRole('alert').filter({ hasText: /Viewing as Demo Creator/ })).toBeVisible()
    await pwExpect(page.getByText('ADMIN', { exact: true })).toHaveCount(0)

    // The impersonation survives a reload: the user is rebuilt from the server.
    await page.reload()
    await pwExpect(page.getByRole('alert').filter({ hasText: /Viewing as Demo Creator/ })).toBeVisible()

    await page.getByRole('button', { name: 'Exit Impersonation' }).click()
    await page.waitForURL('**/admin/creators')
    await pwExpect(page.getByRole('heading', { name: 'Creator Management' })).toBeVisible()
    await pwExpect(page.getByText(/Viewing as/)).toHaveCount(0)
    await pwExpect(page.getByText('ADMIN', { exact: true })).toBeVisible()
    await page.context().close()
  })
})
