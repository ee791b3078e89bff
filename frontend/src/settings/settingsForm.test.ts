import { describe, expect, it } from 'vitest'
import { withSystemSettingValue } from '@core/shared'
import { lastChangedText, systemErrors, systemFieldError, timeZones } from './settingsForm'
import { SYSTEM_DEFAULTS, SYSTEM_FIELDS } from './testFixtures'

const field = (key: string) => SYSTEM_FIELDS.find((candidate) => candidate.key === key)!

describe('lastChangedText', () => {
  const now = Date.parse('2025-06-30T12:00:00Z')
  it('counts whole days since the change', () => {
    expect(lastChangedText('2025-06-30T08:00:00Z', now)).toBe('Last changed today')
    expect(lastChangedText('2025-06-29T11:00:00Z', now)).toBe('Last changed 1 day ago')
    expect(lastChangedText('2025-05-31T12:00:00Z', now)).toBe('Last changed 30 days ago')
  })
})

describe('system settings checks', () => {
  it('accept the spec defaults', () => {
    expect(systemErrors(SYSTEM_FIELDS, SYSTEM_DEFAULTS)).toEqual({})
  })

  it('refuse what the server would refuse, with the bounds', () => {
    expect(systemFieldError(field('sessionTimeout'), 0)).toBe('Enter a whole number from 1 to 720')
    expect(systemFieldError(field('sessionTimeout'), 2.5)).toBe('Enter a whole number from 1 to 720')
    expect(systemFieldError(field('rateLimitRequests'), '')).toBe('Enter a whole number from 10 to 100000')
    expect(systemFieldError(field('siteName'), '  ')).toBe('Site Name is required')
    expect(systemFieldError(field('maintenanceMode'), true)).toBeNull()
    const broken = withSystemSettingValue(SYSTEM_DEFAULTS, 'powerups.maxPowerupsPerPlayer', 0)
    expect(Object.keys(systemErrors(SYSTEM_FIELDS, broken))).toEqual(['powerups.maxPowerupsPerPlayer'])
  })
})

describe('timeZones', () => {
  it('lists UTC first and real IANA zones', () => {
    const zones = timeZones()
    expect(zones[0]).toBe('UTC')
    expect(zones).toContain('Europe/Berlin')
    expect(zones.filter((zone) => zone === 'UTC')).toHaveLength(1)
  })
})
