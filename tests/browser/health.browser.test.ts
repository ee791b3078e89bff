import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  BASE_URL,
  DEMO_ACCOUNTS,
  apiToken,
  useBrowser,
  newPage,
  overflowsHorizontally,
  pwExpect,
  screenshot,
  signIn,
  type ViewportName,
} from './helpers'

const browser = useBrowser()

describe('System Health', () => {
  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`shows measured cards, the summaries and Quick Actions that navigate (${viewport})`, async () => {
      const page = await newPage(browser(), viewport)
      await signIn(page, 'ADMIN')
      await page.goto('/admin/system-health')
      await pwExpect(page.getByRole('heading', { name: 'System Health' })).toBeVisible()
      for (const card of ['API Calls', 'Response Time', 'Active Connections', 'System Alerts'])
        await pwExpect(page.getByLabel(card, { exact: true })).toBeVisible()
      // once loaded, the cards hold measured figures (the admin's own calls among them)
      await pwExpect(page.getByRole('link', { name: /^API Monitoring/ })).toBeVisible()
      await pwExpect(page.getByLabel('API Calls', { exact: true })).toHaveText(/^[1-9]\d*$/)
      await pwExpect(page.getByRole('link', { name: /^Audit Logs/ })).toContainText('entries recorded')
      await pwExpect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible()
      await pwExpect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible()
      // one server process: the Nodes table lists it as the node that answered
      const nodes = page.getByRole('table', { name: 'Nodes' })
      await pwExpect(nodes.getByTestId('node')).toHaveCount(1)
      await pwExpect(nodes.getByText('This node')).toBeVisible()
      await pwExpect(nodes.getByTestId('nodes-total')).toContainText('Total: 1 node')
      await screenshot(page, `system-health-${viewport}`)
      expect(await overflowsHorizontally(page)).toBe(false)

      await page.getByRole('link', { name: 'View API Monitoring' }).click()
      await page.waitForURL('**/admin/api-monitoring')
      await pwExpect(page.getByRole('heading', { name: 'API Monitoring' })).toBeVisible()
      await pwExpect(page.getByLabel('Active Connections', { exact: true })).toBeVisible()
      await pwExpect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible()
      await pwExpect(page.getByText(/^Last updated/)).toBeVisible()
      await pwExpect(page.getByRole('table', { name: 'Nodes' }).getByText('This node')).toBeVisible()
      await screenshot(page, `api-monitoring-${viewport}`)
      expect(await overflowsHorizontally(page)).toBe(false)

      await page.goto('/admin/system-health')
      await page.getByRole('link', { name: 'View Audit Logs' }).click()
      await page.waitForURL('**/admin/audit')
      await page.context().close()
    }, 180_000)
  }
})

describe('An admin adds a player for a creator; the creator hears of it', () => {
  it('picks the creator on /players, adds the player, and a notice appears in the creator header', async () => {
    const id = Date.now().toString(36)
    const adminToken = await apiToken(DEMO_ACCOUNTS.ADMIN.identifier, DEMO_ACCOUNTS.ADMIN.password)
    const creator = { name: `Notice Creator ${id}`, email: `notice-${id}@health.test`, password: 'Notice-test1!' }
    const created = await fetch(`${BASE_URL}/api/admin/creators`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ ...creator, tiktokUsername: `@notice_${id}` }),
    })
    expect(created.status).toBe(201)

    // the creator turns on New Player Alerts in Settings
    const creatorPage: Page = await newPage(browser(), 'phone')
    await creatorPage.goto('/signin')
    await creatorPage.getByLabel('Email or Username').fill(creator.email)
    await creatorPage.getByLabel(/^Password/).fill(creator.password)
    await creatorPage.getByRole('button', { name: 'Sign In' }).click()
    await creatorPage.waitForURL('**/dashboard')
    await creatorPage.goto('/settings')
    await pwExpect(creatorPage.getByText('Email is not configured on this server')).toBeVisible()
    await creatorPage.getByRole('switch', { name: /New Player Alerts/ }).click()
    await creatorPage.getByRole('button', { name: 'Save Changes' }).click()
    await pwExpect(creatorPage.getByText('Settings Saved!')).toBeVisible()
    await creatorPage.goto('/dashboard')
    await pwExpect(creatorPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()

    // the admin adds a player to that creator's roster without impersonating
    const adminPage = await newPage(browser(), 'desktop')
    await signIn(adminPage, 'ADMIN')
    await adminPage.goto('/players')
    await pwExpect(adminPage.getByText('Choose a creator')).toBeVisible()
    await adminPage.getByLabel('Creator').fill(creator.name)
    await adminPage.getByRole('option', { name: new RegExp(`^${creator.name}`) }).click()
    await pwExpect(adminPage.getByText('No players yet')).toBeVisible()
    await adminPage.getByRole('button', { name: 'Add Player' }).first().click()
    const dialog = adminPage.getByRole('dialog')
    await dialog.getByLabel(/Player name/).fill(`Pal${id}`)
    await dialog.getByRole('button', { name: 'Add Player' }).click()
    await pwExpect(adminPage.getByText('Player Added')).toBeVisible()
    await pwExpect(adminPage.getByText(`Pal${id}`, { exact: true })).toBeVisible()
    await screenshot(adminPage, 'players-admin-for-creator-desktop')

    // the creator's header shows it, pushed
    const bell = creatorPage.getByRole('button', { name: 'Notifications, 1 unread' })
    await pwExpect(bell).toBeVisible()
    await bell.click()
    await pwExpect(creatorPage.getByRole('menu').getByText(`Pal${id} joined your players.`)).toBeVisible()
    await screenshot(creatorPage, 'notice-bell-phone')
    await creatorPage.getByRole('menu').getByText(`Pal${id} joined your players.`).click()
    await creatorPage.waitForURL('**/players/*')
    await pwExpect(creatorPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
    await creatorPage.context().close()
    await adminPage.context().close()
  }, 180_000)
})
