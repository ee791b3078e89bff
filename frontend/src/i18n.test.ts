import { afterEach, describe, expect, it } from 'vitest'
import { defineFrontendModule } from './shell/manifest'
import { createI18nProvider } from './i18n'
import { currentLanguage, formatPhrase, preferredLanguage, translate } from './shell/i18n'
import { loadEnglish } from './test/i18n'

const i18n = createI18nProvider([
  defineFrontendModule({
    dependsOn: [],
    name: 'players',
    resources: [{ name: 'players', label: 'Players', roles: ['CREATOR'] }],
  }),
])

afterEach(() => loadEnglish())

describe('the i18n provider (catalogs on demand, polyglot phrase rules)', () => {
  it("translates react-admin's keys and the modules' resource labels", () => {
    expect(i18n.translate('ra.action.save')).toBe('Save')
    expect(i18n.translate('resources.players.name')).toBe('Players')
  })

  it('picks the plural form by smart_count and fills %{…} tokens', () => {
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected')
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 4 })).toBe('4 items selected')
    expect(formatPhrase('%{smart_count} item |||| %{smart_count} items', { smart_count: 1 })).toBe('1 item')
    expect(formatPhrase('%{smart_count} item |||| %{smart_count} items', { smart_count: 3 })).toBe('3 items')
    expect(formatPhrase('Delete %{name}', { name: 'Gift' })).toBe('Delete Gift')
    expect(formatPhrase('Delete %{name}', {})).toBe('Delete %{name}')
  })

  it("orders plural forms by the language's CLDR categories, the last form standing in for missing ones", () => {
    const arabic = 'zero |||| one |||| two |||| few |||| many |||| other'
    const forms = [0, 1, 2, 3, 11, 100].map((count) => formatPhrase(arabic, { smart_count: count }, 'ar'))
    expect(forms).toEqual(['zero', 'one', 'two', 'few', 'many', 'other'])
    expect(formatPhrase('%{smart_count} item', { smart_count: 5 }, 'id')).toBe('5 item')
    // Spanish: one, many (a million), other; two forms given cover all three.
    expect([1, 2, 1_000_000].map((count) => formatPhrase('uno |||| varios', { smart_count: count }, 'es'))).toEqual([
      'uno',
      'varios',
      'varios',
    ])
  })

  it('falls back to the default text, else to the key', () => {
    expect(i18n.translate('resources.players.fields.tiktokName', { _: 'TikTok name' })).toBe('TikTok name')
    expect(i18n.translate('no.such.key')).toBe('no.such.key')
  })

  it('loads a language on changeLocale and makes it the page language: <html lang dir>, kept for the next visit', async () => {
    await i18n.changeLocale('es')
    expect(currentLanguage()).toBe('es')
    expect(translate('ra.action.save')).toBe('Guardar')
    expect(translate('shell.menu.dashboard')).toBe('Panel')
    expect(document.documentElement).toHaveAttribute('lang', 'es')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    expect(preferredLanguage()).toBe('es')

    await i18n.changeLocale('ar')
    expect(translate('shell.menu.dashboard')).toBe('لوحة التحكم')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(i18n.changeLocale('xx')).rejects.toThrow()
  })

  it("picks the browser's language before sign-in, else English", () => {
    localStorage.clear()
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!
    const pretend = (list: string[]) =>
      Object.defineProperty(navigator, 'languages', { value: list, configurable: true })
    try {
      pretend(['pt-PT', 'en'])
      expect(preferredLanguage()).toBe('pt-BR')
      pretend(['es-MX'])
      expect(preferredLanguage()).toBe('es')
      pretend(['de-DE'])
      expect(preferredLanguage()).toBe('en')
    } finally {
      Object.defineProperty(navigator, 'languages', languages)
    }
  })
})

describe('right to left', () => {
  it('isolates interpolated names and handles so they keep their own direction', () => {
    expect(formatPhrase('تيك توك لايف @%{username}', { username: 'demo_creator' }, 'ar')).toBe(
      'تيك توك لايف \u2068@demo_creator\u2069'
    )
    expect(formatPhrase('TikTok LIVE @%{username}', { username: 'demo_creator' }, 'es')).toBe(
      'TikTok LIVE @demo_creator'
    )
  })
})
