import { test } from '@japa/runner'
import { canonicalType, POWERUP_TYPES } from '#modules/powerups/shared/powerups'

test.group('canonicalType', () => {
  test('canonical names map to themselves', ({ assert }) => {
    for (const type of POWERUP_TYPES) assert.equal(canonicalType(type), type)
  })

  test('upper snake case, spaces, short and screen spellings', ({ assert }) => {
    const cases: [string, string][] = [
      ['TIME_MAKER', 'time-maker'],
      ['timemaker', 'time-maker'],
      ['Time Maker', 'time-maker'],
      ['STUN_HAMMER', 'stun-hammer'],
      ['hammer', 'stun-hammer'],
      ['stunhammer', 'stun-hammer'],
      ['NO2_BOOSTER', 'no2-booster'],
      ['no2', 'no2-booster'],
      ['NO3', 'no3-booster'],
      [' Glove ', 'glove'],
      ['MIST', 'mist'],
    ]
    for (const [input, expected] of cases) assert.equal(canonicalType(input), expected, input)
  })

  test('anything else is null', ({ assert }) => {
    for (const input of ['', 'rocket', 'no4', 'glove!', 'x'.repeat(100), null, undefined, 3, {}, ['glove']]) {
      assert.isNull(canonicalType(input), String(input))
    }
  })
})
