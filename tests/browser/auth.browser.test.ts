import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import {
  DEMO_ACCOUNTS,
  launch,
  newPage,
  pwExpect,
  sidebarEntries,
  signIn,
  signOut,
  SPEC_SIDEBAR,
  type Role,
} from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/** Entries are the spec's sidebar for the role, in its order, limited to the modules built. */
function expectSpecSidebar(entries: string[], role: Role) {
  expect(entries[0]).toBe('Dashboard')
  const positions = entries.map((label) => SPEC_SIDEBAR[role].indexOf(label))
  expect(positions, `unexpected entries in ${entries.join(', ')}`).not.toContain(-1)
  expect(positions).toEqual([...positions].sort((a, b) => a - b))
}

describe('sign-in and the role sidebar', () => {
  it.each(['ADMIN', 'CREATOR', 'MODERATOR'] as const)('%s signs in, sees their sidebar and signs out', async (role) => {
    const page = await newPage(browser)
    await signIn(page, role)
    await pwExpect(page.getByText('Welcome back!')).toBeVisible()

    const entries = await sidebarEntries(page)
    expectSpecSidebar(entries, role)
    if (role === 'ADMIN') {
      expect(entries).toEqual(expect.arrayContaining(['Admin Management', 'Creator Management']))
      await pwExpect(page.getByText('ADMIN', { exact: true })).toBeVisible()
    } else {
      expect(entries).not.toContain('Creator Management')
    }
    if (role === 'MODERATOR') await pwExpect(page.getByText('Demo Creator').first()).toBeVisible()
    await pwExpect(page.getByText(DEMO_ACCOUNTS[role].name).first()).toBeVisible()

    await signOut(page)
    await page.goto('/dashboard')
    await page.waitForURL('**/signin')
    await page.context().close()
  })

  it("shows 'Sign in failed' with the server's message for a wrong password", async () => {
    const page = await newPage(browser)
    await page.goto('/')
    await page.waitForURL('**/signin')
    await page.getByLabel('Email or Username').fill('creator@powerdeck.local')
    await page.getByLabel(/^Password/).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await pwExpect(page.getByText('Sign in failed')).toBeVisible()
    await pwExpect(page.getByText('Invalid credentials')).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/signin')
    await page.context().close()
  })

  it('returns to the page asked for after signing in', async () => {
    const page = await newPage(browser)
    await page.goto('/admin/management')
    await page.waitForURL('**/signin')
    await page.getByLabel('Email or Username').fill(DEMO_ACCOUNTS.ADMIN.identifier)
    await page.getByLabel(/^Password/).fill(DEMO_ACCOUNTS.ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/admin/management')
    await pwExpect(page.getByRole('heading', { name: 'Admin Management' })).toBeVisible()
    await page.context().close()
  })
})
