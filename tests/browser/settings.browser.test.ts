import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { Secret, TOTP } from 'otpauth'
import { BASE_URL, DEMO_ACCOUNTS, launch, newPage, overflowsHorizontally, screenshot, signOut } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

const PASSWORD = 'Settings-test1!'

/**
 * A creator of its own per test (created through the admin API), so turning on 2FA or the light
 * theme never touches the demo accounts the other browser tests sign in with.
 */
async function freshCreator(label: string) {
  const admin = DEMO_ACCOUNTS.ADMIN
  const signedIn = await fetch(`${BASE_URL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: admin.identifier, password: admin.password }),
  }).then((response) => response.json())
  const id = `${label}-${Date.now().toString(36)}`
  const email = `${id}@settings.test`
  const created = await fetch(`${BASE_URL}/api/admin/creators`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${signedIn.token}` },
    body: JSON.stringify({ name: `Settings ${label}`, email, tiktokUsername: `@${id}`, password: PASSWORD }),
  })
  expect(created.status).toBe(201)
  const { data } = await created.json()
  /** Deletes the creator again, so the demo creators stay on the first page of Creator Management. */
  const remove = () =>
    fetch(`${BASE_URL}/api/admin/creators/${data.creator.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${signedIn.token}` },
    })
  return { email, name: `Settings ${label}`, remove }
}

async function signInAs(page: Page, identifier: string, password = PASSWORD) {
  await page.goto('/signin')
  await page.getByLabel('Email or Username').fill(identifier)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** The code the authenticator app would show `steps` periods from now. */
const totp = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 })

/** Waits until the element shows (30 s at most, like Playwright's own assertions). */
const visible = (locator: Locator) => locator.waitFor({ state: 'visible' })

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

describe('settings in the browser', () => {
  it('enables 2FA in Settings, then sign-in needs the code from the app', async () => {
    const creator = await freshCreator('twofa')
    const page = await newPage(browser)
    await signInAs(page, creator.email)
    await page.waitForURL('**/dashboard')

    await page.getByRole('menuitem', { name: 'My Settings' }).click()
    await visible(page.getByRole('heading', { level: 1, name: 'My Settings' }))
    await visible(page.getByText('Last changed today'))
    await page.getByRole('button', { name: 'Enable 2FA' }).click()

    const dialog = page.getByRole('dialog')
    const secret = (await dialog.getByTestId('two-factor-secret').textContent())!.trim()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await visible(dialog.getByRole('img', { name: 'QR code for your authenticator app' }))
    await screenshot(page, 'settings-2fa-setup-desktop')
    await dialog.getByLabel('Verification Code').fill(totp(secret))
    await dialog.getByRole('button', { name: 'Verify and Enable' }).click()
    const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await codes.nth(9).waitFor()
    expect(await codes.count()).toBe(10)
    await screenshot(page, 'settings-2fa-recovery-codes-desktop')
    await dialog.getByRole('button', { name: 'Done' }).click()
    await visible(page.getByRole('button', { name: 'Disable 2FA' }))

    await page.evaluate(() => window.scrollTo(0, 0)) // the header hides while scrolled down
    await signOut(page)
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/signin'))
    await signInAs(page, creator.email)
    expect((await refused).status()).toBe(401)
    expect(await (await refused).json()).toMatchObject({ error: 'Two-factor code required' })
    await visible(page.getByText('Two-factor code required'))
    expect(new URL(page.url()).pathname).toBe('/signin')

    // The next period's code: the current one was spent confirming the setup.
    await page.getByLabel('2FA Code (Optional)').fill(totp(secret, 1))
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/dashboard')
    await visible(page.getByRole('heading', { name: 'Creator Dashboard' }))
    await page.context().close()
  })

  it('switches the theme at once and keeps it after saving', async () => {
    const creator = await freshCreator('theme')
    const page = await newPage(browser)
    await signInAs(page, creator.email)
    await page.waitForURL('**/dashboard')
    await page.goto('/settings')
    await visible(page.getByRole('heading', { level: 1, name: 'My Settings' }))
    const dark = await backgroundOf(page)

    await page.getByRole('button', { name: 'Light theme' }).click()
    await expect.poll(() => backgroundOf(page), { timeout: 15_000 }).not.toBe(dark)
    const light = await backgroundOf(page)
    // A light background: every channel of rgb(…) is bright.
    expect(
      light
        .match(/\d+/g)!
        .slice(0, 3)
        .map(Number)
        .every((channel) => channel > 200)
    ).toBe(true)

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/settings') && response.request().method() === 'PUT'
    )
    const toast = visible(page.getByText('Settings Saved!'))
    await page.getByRole('button', { name: 'Save Changes' }).click()
    expect((await saved).status()).toBe(200)
    await toast
    await screenshot(page, 'settings-creator-light-desktop')

    await page.evaluate(() => window.scrollTo(0, 0))
    // Signed out and in again (react-admin forgets the theme on logout): it comes from the server.
    await signOut(page)
    await signInAs(page, creator.email)
    await page.waitForURL('**/dashboard')
    await expect.poll(() => backgroundOf(page), { timeout: 15_000 }).toBe(light)
    await page.context().close()
  })

  it.each(['desktop', 'phone'] as const)('screens of the Settings page (%s)', async (viewport) => {
    for (const role of ['ADMIN', 'MODERATOR'] as const) {
      const page = await newPage(browser, viewport)
      await signInAs(page, DEMO_ACCOUNTS[role].identifier, DEMO_ACCOUNTS[role].password)
      await page.waitForURL('**/dashboard')
      await page.goto('/settings')
      await visible(page.getByRole('heading', { level: 1, name: role === 'ADMIN' ? 'System Settings' : 'My Settings' }))
      if (role === 'ADMIN') await visible(page.getByRole('heading', { name: 'Security Settings' }))
      else await visible(page.getByText('Working for Creator'))
      await screenshot(page, `settings-${role.toLowerCase()}-${viewport}`)
      expect(await overflowsHorizontally(page)).toBe(false)
      await page.context().close()
    }
  })

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`Settings › Integrations on a ${viewport}: a token made, shown once, working, then revoked`, async () => {
      const creator = await freshCreator(`tokens-${viewport}`)
      onTestFinished(async () => void (await creator.remove()))
      const page = await newPage(browser, viewport)
      await signInAs(page, creator.email)
      await page.waitForURL('**/dashboard')
      await page.goto('/settings')
      await visible(page.getByRole('heading', { level: 2, name: 'Integrations' }))
      await visible(page.getByText('No tokens yet.'))

      await page.getByRole('button', { name: 'New token' }).click()
      await page.getByRole('textbox', { name: /Name/ }).fill('Streamer.bot')
      await page.getByRole('checkbox', { name: /Ledger:/ }).check()
      await page.getByRole('dialog').getByRole('button', { name: 'New token' }).click()
      const value = page.getByTestId('new-token')
      await visible(value)
      const token = await value.inputValue()
      expect(token).toMatch(/^pd_/)
      await screenshot(page, `settings-integrations-token-${viewport}`)
      await page.getByRole('button', { name: 'Done' }).click()
      await visible(page.getByText('Streamer.bot', { exact: true }))
      expect(await overflowsHorizontally(page)).toBe(false)
      await screenshot(page, `settings-integrations-${viewport}`)

      const read = await fetch(`${BASE_URL}/api/players`, { headers: { Authorization: `Bearer ${token}` } })
      expect(read.status).toBe(200)
      await page.getByRole('button', { name: 'Revoke Streamer.bot' }).click()
      await visible(page.getByText('No tokens yet.'))
      const after = await fetch(`${BASE_URL}/api/players`, { headers: { Authorization: `Bearer ${token}` } })
      expect(after.status).toBe(401)
      await page.close()
    })
  }
})
