import { test } from '@japa/runner'
import { playerAnswersTo, playerNameKey } from '#modules/players/shared/players'

test.group('player names', () => {
  test('the key ignores case, surrounding space and leading @', ({ assert }) => {
    assert.equal(playerNameKey('  @Luna_TV '), 'luna_tv')
    assert.equal(playerNameKey('@@Owl'), 'owl')
    assert.equal(playerNameKey('@'), '')
    assert.equal(playerNameKey('   '), '')
    assert.equal(playerNameKey('ÉLODIE'), 'élodie')
    // The key of a name can be longer than the name: 'İ' lowercases to 'i' and a combining dot.
    assert.equal(playerNameKey('İ'), 'i\u0307')
    assert.equal(playerNameKey('İ'.repeat(100)), playerNameKey('i\u0307'.repeat(100)))
  })

  test('a player answers to their name and aliases, in any spelling', ({ assert }) => {
    const player = { name: 'NightOwl', aliases: ['owly', '@Hoot'] }
    for (const name of ['nightowl', '@NIGHTOWL', 'Owly', 'hoot', '@hoot '])
      assert.isTrue(playerAnswersTo(player, name), name)
    for (const name of ['owl', '', '@', 'night owl']) assert.isFalse(playerAnswersTo(player, name), name)
  })
})
