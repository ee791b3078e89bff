import { describe, expect, it } from 'vitest'
import {
  checkPassword,
  checkTiktokHandle,
  checkUsername,
  csvField,
  passwordStrength,
  renderAuditSentence,
  ROLES,
} from '@core/shared'

describe('@core/shared from the frontend', () => {
  it('resolves the kernel contracts', () => {
    expect(ROLES).toEqual(['ADMIN', 'CREATOR', 'MODERATOR'])
    expect(passwordStrength('Abcdefg!').label).toBe('Strong')
  })

  it('defuses formulas in CSV text but keeps numbers, negative ones included, as numbers', () => {
    expect(csvField('-2+3')).toBe("'-2+3")
    expect(csvField('-3')).toBe("'-3")
    expect(csvField(-3)).toBe('-3')
    expect(csvField(12.5)).toBe('12.5')
  })

  it('answers a message or null for each rule', () => {
    expect(checkPassword('abc')).toBe('Invalid Password: Password must meet all requirements.')
    expect(checkPassword('abcdef', { rule: 'short' })).toBeNull()
    expect(checkUsername('mod one')).toMatch(/may only contain/)
    expect(checkUsername('mod.one')).toBeNull()
    expect(checkTiktokHandle('@a', 'live')).toMatch(/2 to 24/)
    expect(checkTiktokHandle('@a')).toBeNull()
  })

  it('renders sentence templates as the audit page words them today', () => {
    const entry = {
      eventType: 'POWERUP_GRANTED',
      targetName: 'Nova',
      details: { powerupType: 'DOUBLE_POINTS', count: 2 },
    }
    const template = 'granted {count:count} {powerupType|type:slug=powerup} to {target}'
    expect(renderAuditSentence(template, entry)).toBe('granted 2 double-points to Nova')
    const bare = { eventType: 'POWERUP_GRANTED', targetName: null, details: {} }
    expect(renderAuditSentence(template, bare)).toBe('granted 1 powerup to unknown')
  })
})
