import { describe, expect, it } from 'vitest'
import { defineFrontendModule } from './shell/manifest'
import { createI18nProvider } from './i18n'
import { formatPhrase } from './shell/i18n'

const i18n = createI18nProvider([
  defineFrontendModule({
    dependsOn: [],
    name: 'players',
    resources: [{ name: 'players', label: 'Players', roles: ['CREATOR'] }],
  }),
])

describe('the i18n provider (react-admin English texts, polyglot phrase rules)', () => {
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

  it('falls back to the default text, else to the key', () => {
    expect(i18n.translate('resources.players.fields.tiktokName', { _: 'TikTok name' })).toBe('TikTok name')
    expect(i18n.translate('no.such.key')).toBe('no.such.key')
  })
})
