import { describe, expect, it } from 'vitest'
import { analyticsCsv, analyticsExportContent, analyticsExportFileName } from '../../shared/analytics_export'
import { analyticsAnswer } from './testData'

describe('analytics export', () => {
  it('names the file analytics_{range}_{yyyyMMdd} on the device calendar', () => {
    expect(analyticsExportFileName('30d', 'csv', new Date(2025, 2, 4, 23, 59))).toBe('analytics_30d_20250304.csv')
    expect(analyticsExportFileName('1y', 'json', new Date(2025, 11, 31, 0, 0))).toBe('analytics_1y_20251231.json')
  })

  it('JSON is the data object as the server sent it', () => {
    const data = analyticsAnswer()
    expect(JSON.parse(analyticsExportContent(data, 'json'))).toEqual(data)
  })

  it('CSV has the five sections with every row, formula-safe', () => {
    const sections = analyticsCsv(analyticsAnswer()).split('\r\n\r\n')
    expect(sections.map((section) => section.split('\r\n')[0])).toEqual([
      'Overview',
      'Creators',
      'Powerups by Type',
      'Top Gifters',
      'Trends',
    ])
    expect(sections[0].split('\r\n')).toEqual([
      'Overview',
      'Metric,Value',
      'Date Range,30d',
      'From,2025-02-03T00:00:00.000Z',
      'To,2025-03-05T00:00:00.000Z',
      'Total Creators,3',
      'Active Creators,2',
      'Moderators,4',
      'Players,17',
      'Powerups Granted,1250',
      'Gifts,42',
      'Revenue (diamonds),9876',
      'Growth Rate (%),12.5',
    ])
    expect(sections[1].split('\r\n')).toEqual([
      'Creators',
      'ID,Name,Email,TikTok Username,Active,Players,Moderators,Powerups,Gifts,Revenue (diamonds),Growth Rate (%),Last Activity',
      '7,Luna Star,luna@example.com,luna_star,yes,12,3,1000,40,9800,-3,2025-03-04T18:30:00.000Z',
      // A name starting with = is defused; no growth and no activity are empty cells.
      "8,'=Night Owl,owl@example.com,,no,5,1,250,2,76,,",
    ])
    expect(sections[2].split('\r\n')).toEqual([
      'Powerups by Type',
      'Type,Granted,Used,Utilization (%)',
      'glove,1000,450,45',
      'mist,250,50,20',
      'Total,1250,500,',
    ])
    expect(sections[3].split('\r\n')).toEqual([
      'Top Gifters',
      'Username,Total Value (diamonds),Gift Count',
      'bigfan,9000,30',
      'rosebud,876,12',
    ])
    expect(sections[4]).toBe(
      [
        'Trends',
        'Date,Creators,Moderators,Players,Powerups,Gifts',
        '2025-03-03,2,1,6,700,20',
        '2025-03-04,1,2,4,550,22',
        '',
      ].join('\r\n')
    )
  })
})
