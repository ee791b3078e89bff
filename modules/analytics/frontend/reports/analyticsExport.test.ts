import { describe, expect, it } from 'vitest'
import { analyticsExportContent, analyticsExportFileName } from './analyticsExport'
import { analyticsAnswer } from './testData'

describe('analytics export', () => {
  it('names the file analytics_{range}_{yyyyMMdd} in the display time zone', () => {
    expect(analyticsExportFileName('30d', 'csv', new Date(2025, 2, 4, 23, 59))).toBe('analytics_30d_20250304.csv')
    expect(analyticsExportFileName('1y', 'json', new Date(2025, 11, 31, 0, 0))).toBe('analytics_1y_20251231.json')
  })

  it('JSON is the data object as the server sent it', () => {
    const data = analyticsAnswer()
    expect(JSON.parse(analyticsExportContent(data, 'json'))).toEqual(data)
  })

  it('CSV has the five sections with every row, formula-safe, numbers kept as numbers', () => {
    const blocks = analyticsExportContent(analyticsAnswer(), 'csv').split('\r\n\r\n')
    expect(blocks[0]).toBe('Range,30d,2025-02-03T00:00:00.000Z,2025-03-05T00:00:00.000Z')
    expect(blocks.slice(1).map((block) => block.split('\r\n')[0])).toEqual([
      'Overview',
      'Creators',
      'Powerups by type',
      'Top gifters',
      'Trends',
    ])
    expect(blocks[1].split('\r\n')).toEqual([
      'Overview',
      'metric,value',
      'totalCreators,3',
      'activeCreators,2',
      'totalModerators,4',
      'totalPlayers,17',
      'totalPowerups,1250',
      'totalGifts,42',
      'revenue,9876',
      'growthRate,12.5',
    ])
    expect(blocks[2].split('\r\n').slice(2)).toEqual([
      // A negative growth rate stays a number; a name starting with = is defused.
      '7,Luna Star,luna@example.com,luna_star,true,12,3,1000,40,9800,2025-03-04T18:30:00.000Z,-3',
      "8,'=Night Owl,owl@example.com,,false,5,1,250,2,76,,",
    ])
    expect(blocks[3].split('\r\n').slice(2)).toEqual(['glove,1000,450,45', 'mist,250,50,20'])
    expect(blocks[4].split('\r\n').slice(2)).toEqual(['bigfan,9000,30', 'rosebud,876,12'])
    expect(blocks[5].split('\r\n').slice(2)).toEqual(['2025-03-03,2,1,6,700,20', '2025-03-04,1,2,4,550,22', ''])
  })
})
