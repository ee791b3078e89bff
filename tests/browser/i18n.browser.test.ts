import { mkdirSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { BASE_URL, DEMO_ACCOUNTS, newPage, pwExpect, RESULTS_DIR, useBrowser, type Role } from './helpers'

/*
| Issue 32: every screen of each role, at phone size, in Spanish and in Arabic, shows no English
| outside names and handles; <html lang dir> follow the language; Arabic lays out right to left.
| The language is picked on the sign-in page (it becomes the account's); screenshots of every
| screen land in test-results/i18n/ to be looked at.
*/

const browser = useBrowser()
const SHOTS = `${RESULTS_DIR}/i18n`

/** Every screen each role can open (sidebar pages, back-office pages, settings, audit). */
const SCREENS: Record<Role, string[]> = {
  ADMIN: [
    '/dashboard',
    '/admin/management',
    '/admin/creators',
    '/users',
    '/admin/system-health',
    '/admin/api-monitoring',
    '/admin/analytics',
    '/admin/audit',
    '/settings',
  ],
  CREATOR: ['/dashboard', '/kiosk', '/powerups', '/players', '/matches', '/moderators', '/audit', '/settings'],
  MODERATOR: ['/dashboard', '/kiosk', '/powerups', '/players', '/matches', '/audit', '/settings'],
}

/**
 * Words that give English away: function words and the words of this app's screens. Terms the
 * communities keep in English (powerups, boosters, LIVE, admin, chat, tokens, webhooks, widgets) and
 * words Spanish shares (no, total) are not listed.
 */
const ENGLISH = new Set(
  `the and of to your you yet is are was with for from this that not all add save cancel delete edit
 loading search refresh back show hide settings dashboard players player moderators creators active inactive
 name status error failed new none more page rows open close export filter create update remove reset
 sign logout today ago never minutes hours days enabled disabled connect disconnect connected disconnected
 recent history used grant undo expires expired select selected clear apply confirm password email username
 language theme notifications security account profile system health management audit users user analytics
 statistics details view actions help overview activity monitoring available offline online retry again
 welcome just now last next previous per rules rule gift gifts diamonds command commands
 my kiosk nothing found there here when what how who while before after about into only every
 working required optional enter choose copy download reload`
    .split(/\s+/)
    .filter(Boolean)
)

/** Names, handles, addresses and the product's own words: not English to translate. */
const PROPER = [
  /@[\w.-]+/g,
  // Chat commands and identifiers typed as they are (!status, your_tiktok_handle).
  /![\w-]+/g,
  /\b\w+_\w+\b/g,
  /\b[\w.+-]+@[\w.-]+\.\w+\b/g,
  /https?:\/\/\S+/g,
  /\b(?:Avery Admin|Demo Creator|Second Creator|Demo Moderator|Powerdeck|TikTok|GNU AGPL|Streamer\.bot|Discord|OBS|Google Authenticator|1Password|Authy)\b/g,
]

/** Visible text nodes, accessible names given by attributes, and the tab title. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = [document.title]
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const element = walker.currentNode.parentElement
      const text = walker.currentNode.textContent?.trim()
      if (!element || !text || element.closest('script, style, noscript, [aria-hidden="true"]')) continue
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      if (style.display === 'none' || style.visibility === 'hidden' || (box.width === 0 && box.height === 0)) continue
      found.push(text)
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute)
        if (value) found.push(value)
      }
    }
    return found
  })
}

/** The texts that still read as English once names and handles (and the accounts' `names`) are set aside. */
function englishIn(texts: string[], names: string[]): string[] {
  return [
    ...new Set(
      texts.filter((text) => {
        const named = names.reduce((left, name) => left.replaceAll(name, ' '), text)
        const rest = PROPER.reduce((left, pattern) => left.replace(pattern, ' '), named)
        return (rest.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).some((word) => ENGLISH.has(word.toLowerCase()))
      })
    ),
  ]
}

/** Signs in from the sign-in page after picking `language` there (field names, as its labels are translated). */
async function signInIn(page: Page, role: Role, language: string) {
  await page.goto('/signin')
  await page.locator('select.pd-language').selectOption(language)
  await pwExpect(page.locator(`html[lang="${language}"]`)).toHaveCount(1)
  const account = DEMO_ACCOUNTS[role]
  await page.locator('input[name="identifier"]').fill(account.identifier)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL('**/dashboard')
  await page.waitForLoadState('networkidle')
}

/** A demo account's API token. */
async function tokenOf(role: Role): Promise<string> {
  const account = DEMO_ACCOUNTS[role]
  const byEmail = account.identifier.includes('@')
  const signIn = await fetch(`${BASE_URL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      loginType: byEmail ? 'user' : 'moderator',
      [byEmail ? 'email' : 'username']: account.identifier,
      password: account.password,
    }),
  })
  return (await signIn.json()).token
}

/**
 * Every account's name, username and address, set aside like the demo names: other browser tests
 * add accounts whose names are English words ('Settings theme'), and a name is not a text to translate.
 */
async function accountNames(): Promise<string[]> {
  const answer = await fetch(`${BASE_URL}/api/resources/users?range=${encodeURIComponent('[0,999]')}`, {
    headers: { authorization: `Bearer ${await tokenOf('ADMIN')}` },
  })
  const accounts: { name: string; email: string | null; username: string | null }[] = await answer.json()
  const names = accounts.flatMap((account) => [account.name, account.email, account.username])
  return [...new Set(names.filter((name): name is string => Boolean(name)))].sort((a, b) => b.length - a.length)
}

/** The demo accounts' own language back to English for the other browser tests (the scan saves it to each). */
afterAll(async () => {
  for (const role of ['ADMIN', 'CREATOR', 'MODERATOR'] as const) {
    await fetch(`${BASE_URL}/api/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(role)}` },
      body: JSON.stringify({ preferences: { language: 'en' } }),
    })
  }
})

describe('every screen in Spanish and in Arabic at phone size', () => {
  mkdirSync(SHOTS, { recursive: true })
  for (const language of ['es', 'ar'] as const) {
    for (const role of ['ADMIN', 'CREATOR', 'MODERATOR'] as const) {
      it(`${language} ${role.toLowerCase()}: no English outside names and handles, lang and dir follow`, async () => {
        const page = await newPage(browser(), 'phone')
        await signInIn(page, role, language)
        const names = await accountNames()
        const english: string[] = []
        const layout: string[] = []
        for (const path of SCREENS[role]) {
          await page.goto(path)
          await page.waitForLoadState('networkidle')
          await pwExpect(page.locator('main, [role="main"], #main-content').first()).toBeVisible()
          english.push(...englishIn(await pageTexts(page), names).map((text) => `${path}: ${text}`))
          const html = await page.evaluate(() => ({
            lang: document.documentElement.lang,
            dir: document.documentElement.dir,
            body: getComputedStyle(document.body).direction,
          }))
          const dir = language === 'ar' ? 'rtl' : 'ltr'
          if (html.lang !== language || html.dir !== dir || html.body !== dir)
            layout.push(`${path}: ${JSON.stringify(html)}`)
          if (path === '/dashboard') {
            // The account menu sits at the header's end: the left edge right to left, the right edge otherwise.
            const side = await page.evaluate(() => {
              const button = document.querySelector('header [aria-haspopup="menu"]')!.getBoundingClientRect()
              return button.left + button.width / 2 < window.innerWidth / 2 ? 'left' : 'right'
            })
            if (side !== (language === 'ar' ? 'left' : 'right')) layout.push(`${path}: account menu on the ${side}`)
          }
          await page.screenshot({ path: `${SHOTS}/${language}-${role.toLowerCase()}${path.replaceAll('/', '-')}.png` })
        }
        expect(layout).toEqual([])
        expect(english).toEqual([])
        await page.context().close()
      })
    }
  }
})
