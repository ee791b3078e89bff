import { describe, expect, it } from 'vitest'
import { formatDate, formatRelativeTime } from './format'

describe('formatRelativeTime', () => {
  const now = Date.parse('2025-06-01T12:00:00Z')
  const ago = (ms: number) => new Date(now - ms).toISOString()

  it('uses the spec units', () => {
    expect(formatRelativeTime(ago(30_000), now)).toBe('Just now')
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5m ago')
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('3h ago')
    expect(formatRelativeTime(ago(2 * 86_400_000), now)).toBe('2d ago')
  })

  it('treats future times as now', () => {
    expect(formatRelativeTime(ago(-60_000), now)).toBe('Just now')
  })
})

describe('formatDate', () => {
  it("formats in English-US and says 'Never' without a date", () => {
    expect(formatDate('2025-03-04T10:00:00Z')).toBe('Mar 4, 2025')
    expect(formatDate(null)).toBe('Never')
  })
})
