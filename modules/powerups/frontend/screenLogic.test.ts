import { describe, expect, it } from 'vitest'
import { expiresWithin, expiryUrgency, formatTimeLeft, kioskBadgeLevel } from '../shared/expiry-levels'
import { canonicalType } from '../shared/powerups'
import {
  activeUnitCount,
  activeUnits,
  compareUnits,
  isHoldingActive,
  sortPlayersByName,
  truncateQueue,
  unitsOfPlayer,
  withCanonicalTypes,
  type HoldingView,
  type PlayerWithHoldings,
  type PowerupUnit,
} from '../shared/unit-queue'
import { parseGrantCount } from './ui/grantForm'
import { columnsFor, chunkRows } from './kiosk/kioskLayout'
import { countByType, filterUnits } from './powerups/powerupFilters'

const NOW = Date.parse('2025-06-01T12:00:00.000Z')
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString()

const holding = (overrides: Partial<HoldingView> & Pick<HoldingView, 'id'>): HoldingView => ({
  type: 'glove',
  count: 1,
  isActive: true,
  expiresAt: at(24 * HOUR),
  ...overrides,
})
const player = (id: number, name: string, powerups: HoldingView[], isActive = true): PlayerWithHoldings => ({
  id,
  name,
  isActive,
  powerups,
})

describe('expiry urgency (My Powerups: 12 h red, 48 h yellow)', () => {
  it('is critical under 12 hours, warning under 48 hours, safe from 48 hours', () => {
    expect(expiryUrgency(at(11 * HOUR + 59 * MINUTE), NOW)).toBe('critical')
    expect(expiryUrgency(at(12 * HOUR), NOW)).toBe('warning')
    expect(expiryUrgency(at(47 * HOUR), NOW)).toBe('warning')
    expect(expiryUrgency(at(48 * HOUR), NOW)).toBe('safe')
    expect(expiryUrgency(at(30 * 24 * HOUR), NOW)).toBe('safe')
  })

  it('treats an expired powerup as critical and a powerup without expiry as safe', () => {
    expect(expiryUrgency(at(-MINUTE), NOW)).toBe('critical')
    expect(expiryUrgency(null, NOW)).toBe('safe')
  })
})

describe('kiosk badges (5 min red, 15 min yellow)', () => {
  it('is red at 5 minutes or less and when expired', () => {
    expect(kioskBadgeLevel(at(5 * MINUTE), NOW)).toBe('red')
    expect(kioskBadgeLevel(at(30_000), NOW)).toBe('red')
    expect(kioskBadgeLevel(at(0), NOW)).toBe('red')
    expect(kioskBadgeLevel(at(-HOUR), NOW)).toBe('red')
  })

  it('is yellow above 5 and up to 15 minutes, green above', () => {
    expect(kioskBadgeLevel(at(5 * MINUTE + 1000), NOW)).toBe('yellow')
    expect(kioskBadgeLevel(at(15 * MINUTE), NOW)).toBe('yellow')
    expect(kioskBadgeLevel(at(15 * MINUTE + 1000), NOW)).toBe('green')
    expect(kioskBadgeLevel(null, NOW)).toBe('green')
  })

  it('formats the time left compactly', () => {
    expect(formatTimeLeft(at(3 * 24 * HOUR + 4 * HOUR + 5 * MINUTE), NOW)).toBe('3d 4h')
    expect(formatTimeLeft(at(2 * 24 * HOUR), NOW)).toBe('2d')
    expect(formatTimeLeft(at(5 * HOUR + 12 * MINUTE), NOW)).toBe('5h 12m')
    expect(formatTimeLeft(at(7 * MINUTE + 30_000), NOW)).toBe('7m')
    expect(formatTimeLeft(at(20_000), NOW)).toBe('< 1m')
    expect(formatTimeLeft(at(-1), NOW)).toBe('Expired')
    expect(formatTimeLeft(null, NOW)).toBe('No expiry')
  })

  it('knows what expires within 7 days (Soon to Expire)', () => {
    expect(expiresWithin(at(6 * 24 * HOUR), 7, NOW)).toBe(true)
    expect(expiresWithin(at(8 * 24 * HOUR), 7, NOW)).toBe(false)
    expect(expiresWithin(at(-MINUTE), 7, NOW)).toBe(false)
    expect(expiresWithin(null, 7, NOW)).toBe(false)
  })
})

describe('units and their order', () => {
  it('expands a holding of count 3 into 3 units with unit indexes', () => {
    const units = unitsOfPlayer(player(1, 'alice', [holding({ id: 7, count: 3 })]), NOW)
    expect(units.map((unit) => unit.key)).toEqual(['7:0', '7:1', '7:2'])
    expect(units.every((unit) => unit.playerName === 'alice' && unit.holdingId === 7)).toBe(true)
  })

  it('sorts by soonest expiry, then unit index, with no expiry last', () => {
    const units = unitsOfPlayer(
      player(1, 'alice', [
        holding({ id: 1, type: 'mist', count: 2, expiresAt: null }),
        holding({ id: 2, type: 'glove', count: 2, expiresAt: at(48 * HOUR) }),
        holding({ id: 3, type: 'time-maker', count: 1, expiresAt: at(HOUR) }),
      ]),
      NOW
    )
    expect(units.map((unit) => unit.key)).toEqual(['3:0', '2:0', '2:1', '1:0', '1:1'])
  })

  it('orders units of equal expiry by unit index across holdings and players', () => {
    const same = at(HOUR)
    const units = activeUnits(
      [
        player(1, 'bob', [holding({ id: 10, count: 2, expiresAt: same })]),
        player(2, 'alice', [holding({ id: 11, count: 1, expiresAt: same })]),
      ],
      NOW
    )
    expect(units.map((unit) => unit.unitIndex)).toEqual([0, 0, 1])
    const first: PowerupUnit = units[0]
    expect(compareUnits(first, units[2])).toBeLessThan(0)
  })

  it('keeps only active holdings: count above 0, active, unexpired', () => {
    expect(isHoldingActive(holding({ id: 1 }), NOW)).toBe(true)
    expect(isHoldingActive(holding({ id: 1, count: 0 }), NOW)).toBe(false)
    expect(isHoldingActive(holding({ id: 1, isActive: false }), NOW)).toBe(false)
    expect(isHoldingActive(holding({ id: 1, expiresAt: at(-1) }), NOW)).toBe(false)
    expect(isHoldingActive(holding({ id: 1, expiresAt: null }), NOW)).toBe(true)
  })

  it('leaves inactive players out of the lists and counts active units', () => {
    const players = [
      player(1, 'alice', [holding({ id: 1, count: 2 }), holding({ id: 2, count: 4, expiresAt: at(-HOUR) })]),
      player(2, 'zed', [holding({ id: 3, count: 5 })], false),
    ]
    expect(activeUnits(players, NOW)).toHaveLength(2)
    expect(activeUnitCount(players[0], NOW)).toBe(2)
  })

  it('sorts players by name, ignoring case', () => {
    const sorted = sortPlayersByName([{ name: 'bob' }, { name: 'Alice' }, { name: 'carol' }, { name: 'alan' }])
    expect(sorted.map((entry) => entry.name)).toEqual(['alan', 'Alice', 'bob', 'carol'])
  })
})

describe('kiosk queue', () => {
  it('shows up to 8 units and counts the rest', () => {
    const units = Array.from({ length: 11 }, (_, index) => index)
    expect(truncateQueue(units)).toEqual({ shown: [0, 1, 2, 3, 4, 5, 6, 7], more: 3 })
  })

  it('has nothing more when 8 or fewer', () => {
    expect(truncateQueue([1, 2, 3, 4, 5, 6, 7, 8]).more).toBe(0)
    expect(truncateQueue([]).shown).toEqual([])
  })

  it('lays tiles out in as many columns as fit', () => {
    expect(columnsFor(0, 280, 12)).toBe(1)
    expect(columnsFor(375, 280, 12)).toBe(1)
    expect(columnsFor(1200, 280, 12)).toBe(4)
    expect(chunkRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
  })
})

describe('powerup types', () => {
  it('normalizes the server’s spellings to the canonical types', () => {
    expect(canonicalType('TIME_MAKER')).toBe('time-maker')
    expect(canonicalType('STUN_HAMMER')).toBe('stun-hammer')
    expect(canonicalType('NO2_BOOSTER')).toBe('no2-booster')
    expect(canonicalType('glove')).toBe('glove')
    expect(canonicalType('timemaker')).toBe('time-maker')
    expect(canonicalType('hammer')).toBe('stun-hammer')
    expect(canonicalType('rocket')).toBeNull()
  })

  it('rewrites a player’s holdings to canonical types and drops unknown ones', () => {
    const raw = {
      id: 1,
      name: 'alice',
      isActive: true,
      powerups: [
        { ...holding({ id: 1 }), type: 'TIME_MAKER' },
        { ...holding({ id: 2 }), type: 'MYSTERY' },
      ],
    }
    expect(withCanonicalTypes(raw).powerups.map((entry) => entry.type)).toEqual(['time-maker'])
  })

  it('counts and filters units per type', () => {
    const units = [{ type: 'glove' as const }, { type: 'glove' as const }, { type: 'mist' as const }]
    expect(countByType(units)).toMatchObject({ glove: 2, mist: 1, 'time-maker': 0 })
    expect(filterUnits(units, 'mist')).toHaveLength(1)
    expect(filterUnits(units, 'all')).toHaveLength(3)
  })
})

describe('Add Powerup count (1 to 10, else 1)', () => {
  it('keeps whole numbers from 1 to 10', () => {
    expect(parseGrantCount('1')).toBe(1)
    expect(parseGrantCount(' 7 ')).toBe(7)
    expect(parseGrantCount('10')).toBe(10)
    expect(parseGrantCount(4)).toBe(4)
  })

  it('defaults to 1 when invalid', () => {
    for (const input of ['', '0', '11', '-3', '2.5', 'abc', '1e3']) expect(parseGrantCount(input)).toBe(1)
  })
})
