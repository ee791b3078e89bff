import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import {
  DEMO_ACCOUNTS,
  apiToken,
  callApi,
  launch,
  newPage,
  overflowsHorizontally,
  pwExpect,
  screenshot,
} from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

const PASSWORD = 'Rules-test1!'

/** A creator of its own (through the admin API), so its rules never grant in other tests' streams. */
async function freshCreator() {
  const admin = await apiToken(DEMO_ACCOUNTS.ADMIN.identifier, DEMO_ACCOUNTS.ADMIN.password)
  const id = `rules-${Date.now().toString(36)}`
  const email = `${id}@rules.test`
  await callApi(admin, 'POST', '/api/admin/creators', {
    name: 'Rules Star',
    email,
    tiktokUsername: `@${id.replace('-', '_')}`,
    password: PASSWORD,
  })
  return email
}

async function openGiftRules(page: Page, email: string) {
  await page.goto('/signin')
  await page.getByLabel('Email or Username').fill(email)
  await page.getByLabel(/^Password/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/dashboard')
  await page.goto('/settings')
  await pwExpect(page.getByText('Gift Rules').first()).toBeVisible()
}

describe('Settings › Gift Rules', () => {
  it('a creator adds a rule and excludes a viewer; desktop and phone', async () => {
    const email = await freshCreator()
    const page = await newPage(browser, 'desktop')
    await openGiftRules(page, email)
    await page.getByRole('button', { name: 'Add Rule' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Gift name').fill('Rose')
    await dialog.getByLabel('Count').fill('2')
    await dialog.getByLabel('Cooldown (seconds)').fill('60')
    await dialog.getByLabel('Per-stream cap').fill('5')
    await dialog.getByLabel('Stock').fill('100')
    await dialog.getByRole('button', { name: 'Add Rule' }).click()
    await pwExpect(page.getByText('Rose → 2 × Glove')).toBeVisible()
    await pwExpect(page.getByText(/100 of 100 left/)).toBeVisible()

    await page.getByLabel('Handle', { exact: true }).fill('@troll')
    await page.getByRole('button', { name: 'Exclude' }).click()
    await pwExpect(page.getByText('@troll')).toBeVisible()
    await page.getByText('Gift Rules').first().scrollIntoViewIfNeeded()
    await screenshot(page, 'gift-rules-desktop')

    const phone = await newPage(browser, 'phone')
    await openGiftRules(phone, email)
    await pwExpect(phone.getByText('Rose → 2 × Glove')).toBeVisible()
    await phone.getByText('Excluded viewers').scrollIntoViewIfNeeded()
    expect(await overflowsHorizontally(phone)).toBe(false)
    await screenshot(phone, 'gift-rules-phone')
    await phone.getByRole('button', { name: 'Add Rule' }).click()
    await pwExpect(phone.getByRole('dialog').getByLabel('Gift name')).toBeVisible()
    await screenshot(phone, 'gift-rules-phone-dialog')
  }, 120_000)
})
