import { afterEach, describe, expect, it } from 'vitest'
import type { Language } from '@core/shared'
import { loadEnglish } from '../test/i18n'
import {
  displayTimeZone,
  formatCount,
  formatDate,
  formatDateTime,
  formatDiamonds,
  formatDuration,
  formatRelativeTime,
  setDisplayTimeZone,
} from './format'
import { setLanguage } from './i18n'

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

describe('formats per locale (page language and time zone)', () => {
  const now = Date.parse('2025-06-01T12:00:00Z')
  afterEach(() => {
    setDisplayTimeZone(undefined)
    loadEnglish()
  })

  it('writes dates, times, counts, durations and relative times as each language does', () => {
    setDisplayTimeZone('UTC')
    const expected = {
      es: ['4 mar 2025', '1.234.567', 'hace 3 h', '1h 5min'],
      'pt-BR': ['4 de mar. de 2025', '1.234.567', 'há 3 h', '1 h 5 min'],
      id: ['4 Mar 2025', '1.234.567', '3 jam lalu', '1 j 5 mnt'],
      ar: ['4 مارس 2025', '1,234,567', 'قبل 3 ساعات', '1 س 5 د'],
    } as const
    for (const [language, [date, count, relative, duration]] of Object.entries(expected)) {
      setLanguage(language as Language, {})
      expect(formatDate('2025-03-04T10:00:00Z'), language).toBe(date)
      expect(formatCount(1_234_567), language).toBe(count)
      expect(formatRelativeTime(now - 3 * 3_600_000, now), language).toBe(relative)
      expect(formatDuration(65 * 60_000), language).toBe(duration)
    }
  })

  it('keeps Latin digits in Arabic and shows times in the chosen zone', () => {
    setLanguage('ar', {})
    setDisplayTimeZone('Asia/Jakarta')
    expect(formatDateTime('2025-03-04T10:00:00Z')).toMatch(/^4 مارس 2025، 05:00 م$/)
    expect(formatDiamonds(2500)).toBe('2,500 💎')
    setLanguage('en', {})
    expect(formatDateTime('2025-03-04T10:00:00Z')).toBe('Mar 4, 2025, 05:00 PM')
    expect(displayTimeZone()).toBe('Asia/Jakarta')
  })

  it('says never and just now in the page language', async () => {
    const { default: es } = await import('../messages/es')
    setLanguage('es', es)
    expect(formatDate(null)).toBe('Nunca')
    expect(formatRelativeTime(now - 10_000, now)).toBe('Ahora mismo')
  })
})
