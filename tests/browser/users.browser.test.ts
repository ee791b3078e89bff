import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launch, newPage, overflowsHorizontally, pwExpect, screenshot, signIn, type ViewportName } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

describe('User Management (/users)', () => {
  it('creates, edits and deletes a user; the cards follow', async () => {
    const page = await newPage(browser)
    await signIn(page, 'ADMIN')
    await page.getByRole('menuitem', { name: 'Users' }).click()
    await pwExpect(page.getByRole('heading', { name: 'User Management' })).toBeVisible()
    const totalCard = page.getByLabel('Total Users')

    const id = Date.now().toString(36)
    const name = `Browser User ${id}`
    await page.getByRole('link', { name: 'Create User' }).click()
    await page.getByLabel(/^Name/).fill(name)
    await page.getByLabel(/^Email/).fill(`user-${id}@example.com`)
    await page.getByLabel(/^TikTok Username/).fill(`@user_${id}`)
    await page.getByLabel(/^Password/).fill('secret1')
    await page.getByRole('button', { name: 'Save' }).click()
    await pwExpect(page.getByText('User Created')).toBeVisible()

    await pwExpect(page.getByRole('heading', { name: 'User Management' })).toBeVisible()
    await page.getByLabel('Search users').fill(id)
    const row = page.getByTestId('user-row').filter({ hasText: name })
    await pwExpect(row).toBeVisible()
    await pwExpect(page.getByTestId('user-row')).toHaveCount(1)
    await pwExpect(row.getByText(`user-${id}@example.com`)).toBeVisible()
    await pwExpect(row.getByText('Creator', { exact: true })).toBeVisible()
    // The cards follow the search: this one creator.
    await pwExpect(totalCard).toHaveText('1')
    await pwExpect(page.getByLabel('Creators', { exact: true })).toHaveText('1')

    await row.getByRole('link', { name: 'Edit' }).click()
    const nameInput = page.getByLabel(/^Name/)
    await expect.poll(() => nameInput.inputValue(), { timeout: 15_000 }).toBe(name)
    await nameInput.fill(`${name} Renamed`)
    await page.getByRole('button', { name: 'Save' }).click()
    await pwExpect(page.getByText('User Updated')).toBeVisible()
    await page.getByLabel('Search users').fill(id)
    const renamed = page.getByTestId('user-row').filter({ hasText: `${name} Renamed` })
    await pwExpect(renamed).toBeVisible()

    await renamed.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    await pwExpect(page.getByText('No users found')).toBeVisible()
    await pwExpect(page.getByText('Try adjusting your search criteria.')).toBeVisible()
    await page.context().close()
  }, 180_000)

  it("offers no Delete on the signed-in admin's own account, in the list and on its edit page", async () => {
    const page = await newPage(browser)
    await signIn(page, 'ADMIN')
    await page.goto('/users')
    await page.getByLabel('Search users').fill('admin@powerdeck.local')
    const self = page.getByTestId('user-row').filter({ hasText: 'Avery Admin' })
    await pwExpect(self.getByRole('button', { name: 'Delete' })).toBeDisabled()
    await self.getByRole('link', { name: 'Edit' }).click()
    await pwExpect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible()
    await pwExpect(page.getByRole('button', { name: 'Delete' })).toBeDisabled()
    await page.context().close()
  }, 120_000)

  it('shows a creator Access Denied with a way back', async () => {
    const page = await newPage(browser)
    await signIn(page, 'CREATOR')
    await page.goto('/users')
    await pwExpect(page.getByText("Access Denied - You don't have permission to access user management.")).toBeVisible()
    await page.getByRole('link', { name: 'Back to Dashboard' }).click()
    await pwExpect(page.getByRole('heading', { name: 'Creator Dashboard' })).toBeVisible()
    await page.context().close()
  })

  it.each(['desktop', 'phone'] as ViewportName[])('lays out on a %s', async (viewport) => {
    const page = await newPage(browser, viewport)
    await signIn(page, 'ADMIN')
    await page.goto('/users')
    await pwExpect(page.getByTestId('user-row').first()).toBeVisible()
    expect(await overflowsHorizontally(page)).toBe(false)
    await screenshot(page, `users-${viewport}`)
    await page.goto('/users/create')
    await pwExpect(page.getByLabel(/^Password/)).toBeVisible()
    await screenshot(page, `users-create-${viewport}`)
    await page.context().close()
  })
})
