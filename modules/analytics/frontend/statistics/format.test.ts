import { describe, expect, it } from 'vitest'
import { average, compactDate, dayRange, figure, formatActivityTime, growthText, hours, trendLabel } from './format'
import { exportFileName } from './statisticsApi'

describe('statistics formatting', () => {
  it('shows a missing number as 0 and averages with 1 decimal', () => {
    expect(figure(undefined)).toBe('0')
    expect(figure(null)).toBe('0')
    expect(figure(12345)).toBe('12,345')
    expect(average(undefined)).toBe('0.0')
    expect(average(2.25)).toBe('2.3')
    expect(average(3)).toBe('3.0')
    expect(hours(12.44)).toBe('12.4h')
    expect(hours(undefined)).toBe('0.0h')
  })

  it("shows growth with '+' or '-', and '—' when there is no previous period to compare with", () => {
    expect(growthText(12.5)).toBe('+12.5%')
    expect(growthText(0)).toBe('0.0%')
    expect(growthText(-3)).toBe('-3.0%')
    expect(growthText(null)).toBe('—')
  })

  it("formats Last Activity as 'MMM dd, yyyy HH:mm' in the display time zone", () => {
    expect(formatActivityTime('2026-03-04T09:05:00Z', 'UTC')).toBe('Mar 04, 2026 09:05')
    expect(formatActivityTime('2026-03-04T23:30:00Z', 'UTC')).toBe('Mar 04, 2026 23:30')
    expect(formatActivityTime('2026-03-04T23:30:00Z', 'Europe/Paris')).toBe('Mar 05, 2026 00:30')
    expect(formatActivityTime('2026-03-04T00:00:00Z', 'UTC')).toBe('Mar 04, 2026 00:00')
    expect(formatActivityTime(null)).toBe('Never')
  })

  it("shows the period's first and last UTC day", () => {
    expect(dayRange('2026-10-26', '2026-11-24')).toBe('Oct 26, 2026 – Nov 24, 2026')
    expect(dayRange('2026-11-24', '2026-11-24')).toBe('Nov 24, 2026')
  })

  it('labels trend points by day, week start or month', () => {
    expect(trendLabel('2026-11-24', 'daily')).toBe('Nov 24')
    expect(trendLabel('2026-11-22', 'weekly')).toBe('Nov 22')
    expect(trendLabel('2026-11', 'monthly')).toBe('Nov 2026')
    expect(trendLabel('2026-11-01', 'monthly')).toBe('Nov 2026')
  })

  it('names the export creator_statistics_{name}_{period}_{yyyyMMdd}.json on the local day', () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z')
    expect(compactDate(lateEvening, 'UTC')).toBe('20261123')
    expect(compactDate(lateEvening, 'Europe/Paris')).toBe('20261124')
    expect(exportFileName('Luna Star Live', 'week', new Date(2026, 0, 5, 12))).toBe(
      'creator_statistics_Luna_Star_Live_week_20260105.json'
    )
  })
})
