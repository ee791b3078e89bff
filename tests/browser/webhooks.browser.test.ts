import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import {
  BASE_URL,
  RESULTS_DIR,
  DEMO_ACCOUNTS,
  apiToken,
  callApi,
  launch,
  newPage,
  overflowsHorizontally,
  screenshot,
} from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

const PASSWORD = 'Webhooks-test1!'
const visible = (locator: Locator) => locator.waitFor({ state: 'visible' })

/** A creator of its own (deleted afterwards), so the demo creators' settings stay as they are. */
async function freshCreator(label: string) {
  const admin = await apiToken(DEMO_ACCOUNTS.ADMIN.identifier, DEMO_ACCOUNTS.ADMIN.password)
  const id = `${label}-${Date.now().toString(36)}`
  const email = `${id}@webhooks.test`
  const { data } = await callApi(admin, 'POST', '/api/admin/creators', {
    name: `Webhooks ${label}`,
    email,
    tiktokUsername: `@${id}`,
    password: PASSWORD,
  })
  onTestFinished(async () => void (await callApi(admin, 'DELETE', `/api/admin/creators/${data.creator.id}`)))
  return { email }
}

/** A receiver on 127.0.0.1 (the suite's server runs with WEBHOOK_ALLOW_PRIVATE_TARGETS=true). */
async function receiver() {
  const bodies: { signature: string; body: string }[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      bodies.push({ signature: String(request.headers['x-powerdeck-signature']), body })
      response.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/powerdeck`, bodies }
}

/** The viewport as seen (a dialog is fixed there; a full-page shot would miss it). */
const dialogShot = (page: Page, name: string) => page.screenshot({ path: `${RESULTS_DIR}/${name}.png` })

async function signInAs(page: Page, identifier: string) {
  await page.goto('/signin')
  await page.getByLabel('Email or Username').fill(identifier)
  await page.getByLabel(/^Password/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/dashboard')
}

describe('webhooks in the browser', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`Settings › Webhooks on a ${viewport}: added with its secret shown once, tested, logged, deleted`, async () => {
      const creator = await freshCreator(`hooks-${viewport}`)
      const target = await receiver()
      const page = await newPage(browser, viewport)
      await signInAs(page, creator.email)
      await page.goto('/settings')
      await visible(page.getByRole('heading', { level: 2, name: 'Webhooks' }))
      await visible(page.getByText('No webhooks yet.'))

      await page.getByRole('button', { name: 'Add webhook' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('textbox', { name: /Endpoint URL/ }).fill(target.url)
      await dialog.getByRole('checkbox', { name: /Player created/ }).check()
      await dialog.getByRole('checkbox', { name: /Live started/ }).check()
      await dialogShot(page, `settings-webhooks-add-${viewport}`)
      await dialog.getByRole('button', { name: 'Add webhook' }).click()
      const secretField = page.getByTestId('webhook-secret')
      await visible(secretField)
      const secret = await secretField.inputValue()
      expect(secret).toMatch(/^whsec_/)
      await dialogShot(page, `settings-webhooks-secret-${viewport}`)
      await page.getByRole('button', { name: 'Done' }).click()
      const card = page.getByTestId('webhook')
      await visible(card.getByText(target.url))
      expect(await page.getByText(secret).count()).toBe(0)

      await card.getByRole('button', { name: 'Send test' }).click()
      await visible(page.getByText('Test event queued'))
      await expect.poll(() => target.bodies.length, { timeout: 15_000 }).toBe(1)
      const [{ signature, body }] = target.bodies
      const [t, v1] = signature.split(',').map((part) => part.split('=')[1])
      expect(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')).toBe(v1)
      expect(JSON.parse(body).event).toBe('webhook.test')

      await visible(card.getByText(/Delivered · 200/))
      await card.getByRole('button', { name: 'Delivery log' }).click()
      const log = page.getByRole('dialog')
      await visible(log.getByText(/webhook\.test · Delivered · 200/))
      await dialogShot(page, `settings-webhooks-log-${viewport}`)
      await log.getByRole('button', { name: 'Close' }).click()
      expect(await overflowsHorizontally(page)).toBe(false)
      await card.scrollIntoViewIfNeeded()
      await screenshot(page, `settings-webhooks-${viewport}`)

      await card.getByRole('button', { name: `Delete the webhook ${target.url}` }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
      await visible(page.getByText('No webhooks yet.'))
      const token = await apiToken(creator.email, PASSWORD)
      const left = await fetch(`${BASE_URL}/api/webhooks`, { headers: { Authorization: `Bearer ${token}` } })
      expect((await left.json()).webhooks).toEqual([])
      await page.context().close()
    })
  }
})
