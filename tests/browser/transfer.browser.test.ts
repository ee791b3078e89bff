import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launch, newPage, overflowsHorizontally, pwExpect, screenshot, signIn } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/** A name prefix of this run, sorting first in My Players. */
const prefix = `Aaimp${Date.now().toString(36)}`
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

async function pickFile(page: Page, name: string, content: string) {
  await page
    .getByRole('dialog')
    .getByLabel('Import file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) })
}

describe('import and bulk actions on My Players', () => {
  it('a creator imports a CSV: the dry run lists a bad row, the fixed file applies', async () => {
    const page = await newPage(browser)
    await signIn(page, 'CREATOR')
    await page.goto('/players')
    await page.getByRole('button', { name: 'Import' }).click()
    const dialog = page.getByRole('dialog')
    const header = 'player,aliases,isActive,type,units,expiresAt'
    const good = [`${prefix}One,one_alias,true,glove,2,${inDays(7)}`, `${prefix}Two,,,mist,1,`]

    await pickFile(page, 'bad.csv', [header, ...good, `${prefix}Bad,,,laser,1,`].join('\n'))
    const errors = dialog.getByRole('table', { name: 'Invalid rows' })
    await pwExpect(errors.getByText('Invalid powerup type: laser')).toBeVisible()
    await pwExpect(errors.getByRole('cell', { name: '4', exact: true })).toBeVisible()
    expect(await dialog.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true)
    await screenshot(page, 'transfer-import-dry-run-desktop')

    await pickFile(page, 'good.csv', [header, ...good].join('\n'))
    await pwExpect(dialog.getByText('2 rows: 2 new players, 0 updated, 2 holdings')).toBeVisible()
    await pwExpect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled()
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await pwExpect(page.getByText('Players Imported')).toBeVisible()
    await pwExpect(dialog).toBeHidden()

    await page.getByPlaceholder('Search players...').fill(prefix)
    await pwExpect(
      page.getByRole('link', { name: new RegExp(`${prefix}One`) }).getByLabel('2 active powerups')
    ).toBeVisible()
    await pwExpect(
      page.getByRole('link', { name: new RegExp(`${prefix}Two`) }).getByLabel('1 active powerup')
    ).toBeVisible()
    await page.context().close()
  })

  it('a creator on a phone selects the imported players and grants them 2 mist each in one go', async () => {
    const page = await newPage(browser, 'phone')
    await signIn(page, 'CREATOR')
    await page.goto('/players')
    await page.getByPlaceholder('Search players...').fill(prefix)
    await page.getByRole('checkbox', { name: `Select ${prefix}One` }).check()
    const toolbar = page.getByRole('toolbar', { name: 'Selected players' })
    await toolbar.getByRole('button', { name: 'Select all 2' }).click()
    await pwExpect(toolbar.getByText('2 selected')).toBeVisible()
    await screenshot(page, 'transfer-bulk-toolbar-phone')
    expect(await overflowsHorizontally(page)).toBe(false)

    await toolbar.getByRole('button', { name: 'Grant' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('combobox', { name: 'Powerup' }).click()
    await page.getByRole('option', { name: 'Mist' }).click()
    await dialog.getByLabel('Count').fill('2')
    await dialog.getByRole('button', { name: 'Grant 2 Mist each' }).click()
    await pwExpect(dialog.getByText('2 done, 0 skipped')).toBeVisible()
    await screenshot(page, 'transfer-bulk-results-phone')
    await dialog.getByRole('button', { name: 'Done' }).click()
    await pwExpect(toolbar).toBeHidden()
    await pwExpect(
      page.getByRole('link', { name: new RegExp(`${prefix}One`) }).getByLabel('4 active powerups')
    ).toBeVisible()
    await pwExpect(
      page.getByRole('link', { name: new RegExp(`${prefix}Two`) }).getByLabel('3 active powerups')
    ).toBeVisible()
    await page.context().close()
  })
})
