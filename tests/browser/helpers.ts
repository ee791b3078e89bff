import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'

export const BASE_URL = process.env.POWERDECK_URL ?? 'http://127.0.0.1:3333'
export const RESULTS_DIR = 'test-results'

export type Role = 'ADMIN' | 'CREATOR' | 'MODERATOR'

/** The demo accounts of a fresh development database (DEMO_DATA=true). */
export const DEMO_ACCOUNTS: Record<Role, { identifier: string; password: string; name: string }> = {
  ADMIN: { identifier: 'admin@powerdeck.local', password: 'powerdeck-admin', name: 'Avery Admin' },
  CREATOR: { identifier: 'creator@powerdeck.local', password: 'powerdeck-creator', name: 'Demo Creator' },
  MODERATOR: { identifier: 'demo-mod', password: 'powerdeck-mod', name: 'Demo Moderator' },
}

export const DASHBOARD_TITLES: Record<Role, string> = {
  ADMIN: 'Admin Dashboard',
  CREATOR: 'Creator Dashboard',
  MODERATOR: 'Moderator Dashboard',
}

/** Spec 1 §2 sidebar, in order, with issue 12's Analytics; a build shows the entries of the modules it has. */
export const SPEC_SIDEBAR: Record<Role, string[]> = {
  ADMIN: [
    'Dashboard',
    'Admin Management',
    'Creator Management',
    'Users',
    'System Health',
    'Analytics',
    'System Settings',
  ],
  CREATOR: ['Dashboard', 'Live Kiosk', 'My Powerups', 'Matches', 'My Players', 'My Moderators', 'My Settings'],
  MODERATOR: ['Dashboard', 'Live Kiosk', 'My Powerups', 'Matches', 'My Players', 'My Settings'],
}

export const VIEWPORTS = {
  desktop: { viewport: { width: 1366, height: 860 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const
export type ViewportName = keyof typeof VIEWPORTS

const ASSERT_TIMEOUT = 15_000
const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/**
 * Waiting assertions on locators, named like Playwright's (playwright-core ships no `expect`):
 * `await pwExpect(page.getByText('Saved')).toBeVisible()`.
 */
export function pwExpect(locator: Locator, { timeout = ASSERT_TIMEOUT } = {}) {
  const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout })
  return {
    toBeVisible: () => locator.waitFor({ state: 'visible', timeout }),
    toBeHidden: () => locator.waitFor({ state: 'hidden', timeout }),
    toHaveCount: (count: number) => poll(() => locator.count()).toBe(count),
    toBeDisabled: () => poll(() => locator.isDisabled()).toBe(true),
    toBeEnabled: () => poll(() => locator.isEnabled()).toBe(true),
    toHaveText: (text: string | RegExp) => {
      const read = poll(async () => normalize(await locator.textContent()))
      return text instanceof RegExp ? read.toMatch(text) : read.toBe(text)
    },
    toContainText: (text: string) => poll(async () => normalize(await locator.textContent())).toContain(text),
  }
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}

/** One browser for the calling test file: launched before its tests, closed after them (call at the top level). */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(() => browser?.close())
  return () => {
    if (!browser) throw new Error('The browser is launched only once the tests run')
    return browser
  }
}

/** A fresh page (own storage, so its own session) at a viewport. */
export async function newPage(browser: Browser, viewport: ViewportName = 'desktop'): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, colorScheme: 'dark', ...VIEWPORTS[viewport] })
  context.setDefaultTimeout(15_000)
  return context.newPage()
}

export async function signIn(page: Page, role: Role) {
  const account = DEMO_ACCOUNTS[role]
  await page.goto('/signin')
  await page.getByLabel('Email or Username').fill(account.identifier)
  await page.getByLabel(/^Password/).fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/dashboard')
  await pwExpect(page.getByRole('heading', { name: DASHBOARD_TITLES[role] })).toBeVisible()
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await page.waitForURL('**/signin')
}

/** The sidebar's labels (desktop: the sidebar is docked). */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const menu = page.locator('.RaMenu-open, .RaMenu-closed').first()
  await pwExpect(menu.getByRole('menuitem').first()).toBeVisible()
  return (await menu.getByRole('menuitem').allTextContents()).map((label) => label.trim())
}

/** Full-page PNG in test-results/ (look at them: they are the UI review). */
export async function screenshot(page: Page, name: string) {
  mkdirSync(RESULTS_DIR, { recursive: true })
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `${RESULTS_DIR}/${name}.png`, fullPage: true })
}

/** True when the page scrolls sideways (a layout that does not fit a phone). */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)
}

/** Signs in through the API (for setup steps that are not under test) and answers the session token. */
export async function apiToken(identifier: string, password: string): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: identifier, password }),
  })
  const answer = await response.json()
  expect(response.status, JSON.stringify(answer)).toBe(200)
  return answer.token
}

/** A call to the API with a bearer token; fails the test unless it succeeds, and answers the body. */
export async function callApi(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = await response.json()
  expect(response.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBeLessThan(300)
  return answer
}
