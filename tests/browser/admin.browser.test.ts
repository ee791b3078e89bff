import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launch, newPage, overflowsHorizontally, pwExpect, screenshot, signIn, type ViewportName } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

const unique = () => Date.now().toString(36)

async function fillDialog(page: Page, fields: Record<string, string>) {
  const dialog = page.getByRole('dialog')
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(new RegExp(`^${label}`)).fill(value)
  return dialog
}

describe('Creator Management', () => {
  it('validates, adds, edits, deactivates and deletes a creator', async () => {
    const page = await newPage(browser)
    await signIn(page, 'ADMIN')
    await page.goto('/admin/creators')
    await pwExpect(page.getByRole('heading', { name: 'Creator Management' })).toBeVisible()
    await pwExpect(page.getByRole('article', { name: 'Demo Creator' })).toBeVisible()

    const id = unique()
    const name = `Browser Creator ${id}`
    await page.getByRole('button', { name: 'Add Creator' }).click()
    let dialog = await fillDialog(page, {
      Name: name,
      Email: `browser-${id}@example.com`,
      'TikTok Username': `browser_${id}`,
      Password: 'secret1',
    })
    await dialog.getByRole('button', { name: 'Add Creator' }).click()
    await pwExpect(dialog.getByText('TikTok username must start with @')).toBeVisible()
    await dialog.getByLabel(/^TikTok Username/).fill(`@browser_${id}`)
    await dialog.getByRole('button', { name: 'Add Creator' }).click()
    await pwExpect(page.getByText('Creator Created')).toBeVisible()

    await page.getByLabel('Search creators').fill(id)
    const card = page.getByRole('article', { name })
    await pwExpect(card).toBeVisible()
    await pwExpect(card.getByText(`@browser_${id}`)).toBeVisible()
    await pwExpect(page.getByRole('article')).toHaveCount(1)

    await card.getByRole('button', { name: `Actions for ${name}` }).click()
    await page.getByRole('menuitem', { name: 'Edit Details' }).click()
    dialog = await fillDialog(page, { Name: `${name} Renamed` })
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await pwExpect(page.getByText('Creator Updated')).toBeVisible()
    const renamed = page.getByRole('article', { name: `${name} Renamed` })

    await renamed.getByRole('switch', { name: `Deactivate ${name} Renamed` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click()
    await pwExpect(page.getByText('Creator Deactivated')).toBeVisible()
    await pwExpect(renamed.getByText('Inactive')).toBeVisible()

    await renamed.getByRole('button', { name: `Actions for ${name} Renamed` }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await pwExpect(page.getByText('Creator Deleted')).toBeVisible()
    await pwExpect(page.getByText('No creators found')).toBeVisible()
    await page.context().close()
  })
})

describe('Admin Management', () => {
  it('adds an admin and deletes them after the browser confirmation, never oneself', async () => {
    const page = await newPage(browser)
    await signIn(page, 'ADMIN')
    await page.goto('/admin/management')
    await pwExpect(page.getByText('Security notice')).toBeVisible()

    const self = page.getByRole('article', { name: 'Avery Admin' })
    await pwExpect(self.getByRole('button', { name: 'Delete' })).toBeDisabled()
    await pwExpect(self.getByRole('button', { name: 'Deactivate' })).toBeDisabled()

    const id = unique()
    await page.getByRole('button', { name: 'Add Admin' }).click()
    let dialog = await fillDialog(page, { Name: `Browser Admin ${id}` })
    await dialog.getByRole('button', { name: 'Add Admin' }).click()
    await pwExpect(dialog.getByText('All fields are required')).toBeVisible()
    dialog = await fillDialog(page, { Email: `admin-${id}@example.com`, Password: 'secret1' })
    await dialog.getByRole('button', { name: 'Add Admin' }).click()
    await pwExpect(page.getByText('Admin Created')).toBeVisible()

    const card = page.getByRole('article', { name: `Browser Admin ${id}` })
    page.once('dialog', (confirm) => confirm.accept())
    await card.getByRole('button', { name: 'Delete' }).click()
    await pwExpect(page.getByText('Admin Deleted')).toBeVisible()
    await pwExpect(card).toHaveCount(0)
    await page.context().close()
  })
})

describe('System Health', () => {
  it.each(['desktop', 'phone'] as ViewportName[])(
    'an admin checks the measured health and API monitoring (%s)',
    async (viewport) => {
      const page = await newPage(browser, viewport)
      await signIn(page, 'ADMIN')
      if (viewport === 'desktop') await page.getByRole('menuitem', { name: 'System Health' }).click()
      else await page.goto('/admin/system-health')
      await pwExpect(page.getByRole('heading', { name: 'System Health' })).toBeVisible()
      // the sign-in and this page's own calls are counted
      await pwExpect(page.getByLabel('API Calls')).toHaveText(/^[1-9]\d*$/)
      await pwExpect(page.getByLabel('Active Connections')).toHaveText(/^\d+$/)
      await pwExpect(page.getByRole('link', { name: /Audit Logs/ }).first()).toBeVisible()
      expect(await overflowsHorizontally(page)).toBe(false)
      await screenshot(page, `system-health-${viewport}`)

      await page
        .getByRole('link', { name: /API Monitoring/ })
        .first()
        .click()
      await pwExpect(page.getByRole('heading', { name: 'API Monitoring' })).toBeVisible()
      await pwExpect(page.getByTestId('service').filter({ hasText: 'SQLite database' })).toBeVisible()
      await pwExpect(page.getByTestId('service').filter({ hasText: 'TikTok LIVE connector' })).toBeVisible()
      await pwExpect(page.getByRole('img', { name: 'API calls per hour' })).toBeVisible()
      await page.getByRole('button', { name: 'Last hour' }).click()
      await pwExpect(page.getByRole('img', { name: 'API calls per minute' })).toBeVisible()
      expect(await overflowsHorizontally(page)).toBe(false)
      await screenshot(page, `api-monitoring-${viewport}`)
      await page.context().close()
    }
  )
})
