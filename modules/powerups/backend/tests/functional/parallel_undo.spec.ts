import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import User from '#core/users/user'
import { makeCreator } from '#tests/helpers/accounts'
import { auditOf, grant, use } from '#modules/players/backend/tests/helpers'
import { addPlayer } from '../helpers.js'

/*
| Real concurrency, like parallel_use.spec.ts: no global transaction; each test removes its
| creator (ledger cascades) and the creator's audit entries.
*/
const created: number[] = []
async function creator() {
  const account = await makeCreator()
  created.push(account.user.id)
  return account
}

const undo = (client: ApiClient, token: string, entryId: string) =>
  client.post(`/api/powerups/ledger/${entryId}/undo`).bearerToken(token).json({})
const ATTEMPTS = 8

test.group('Powerups: parallel undo', (group) => {
  group.each.teardown(async () => {
    await db.from('audit_logs').whereIn('creator_id', created).delete()
    await User.query().whereIn('id', created).delete()
    created.length = 0
  })

  test('parallel undos of one use: exactly one gives the unit back, the others get 409', async ({ client, assert }) => {
    const { user, token } = await creator()
    await addPlayer(client, token, 'Twin') // 2 gloves
    const used = await use(client, token, 'Twin', 'glove')
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, () => undo(client, token, used.body().entryId))
    )
    const statuses = responses.map((r) => r.status())
    assert.equal(statuses.filter((s) => s === 200).length, 1)
    assert.equal(statuses.filter((s) => s === 409).length, ATTEMPTS - 1)
    const [holding] = await db.from('powerup_holdings').where('creator_id', user.id).where('type', 'glove')
    assert.equal(holding.count, 2)
    assert.lengthOf(await auditOf('POWERUP_USE_UNDONE', user.id), 1)
  })

  test('an undo racing a remove of one grant: the loser says what the winner did', async ({ client, assert }) => {
    const { token } = await creator()
    await addPlayer(client, token, 'Contested')
    for (let round = 0; round < 4; round++) {
      const granted = await grant(client, token, { playerName: 'Contested', powerupType: 'mist', count: 2 })
      const { entryId, holding } = granted.body()
      const [undone, removed] = await Promise.all([
        undo(client, token, entryId),
        client.post(`/api/powerups/holdings/${holding.id}/remove`).bearerToken(token).json({}),
      ])
      const { revoked_as: revokedAs } = await db.from('powerup_holdings').where('id', holding.id).first()
      if (revokedAs === 'removed') {
        removed.assertStatus(200)
        undone.assertStatus(409)
        assert.equal(undone.body().error, `${entryId} was removed; there is nothing to undo`)
      } else {
        undone.assertStatus(200)
        removed.assertStatus(409)
        assert.equal(removed.body().error, 'This powerup was already removed or taken back')
      }
    }
  })

  test('parallel undos of one grant, with uses racing them: one wins, units add up', async ({ client, assert }) => {
    const { user, token } = await creator()
    await addPlayer(client, token, 'Duo')
    const granted = await grant(client, token, { playerName: 'Duo', powerupType: 'mist', count: 5, expiresInDays: 1 })
    const [undos, uses] = await Promise.all([
      Promise.all(Array.from({ length: ATTEMPTS }, () => undo(client, token, granted.body().entryId))),
      Promise.all(Array.from({ length: 3 }, () => use(client, token, 'Duo', 'mist'))),
    ])
    const statuses = undos.map((r) => r.status())
    assert.equal(statuses.filter((s) => s === 200).length, 1)
    assert.equal(statuses.filter((s) => s === 409).length, ATTEMPTS - 1)
    const winner = undos.find((r) => r.status() === 200)!.body()
    assert.equal(winner.takenBack + winner.alreadyUsed, 5)

    // Each use took a unit either from the grant before it was undone, or from the starter mist.
    const fromGrant = await db.from('powerup_uses').where('holding_id', granted.body().holding.id).count('* as n')
    assert.equal(Number(fromGrant[0].n), winner.alreadyUsed)
    const row = await db.from('powerup_holdings').where('id', granted.body().holding.id).first()
    assert.equal(row.count, 0)
    assert.lengthOf(await auditOf('POWERUP_GRANT_UNDONE', user.id), 1)
    // A use refused (the grant was taken back first, the starter mist gone) is the spec's 400.
    const usesMade = await db.from('powerup_uses').where('creator_id', user.id).count('* as n')
    assert.equal(uses.filter((r) => r.status() === 200).length, Number(usesMade[0].n))
    assert.isTrue(uses.every((r) => r.status() === 200 || r.status() === 400))
    for (const response of [...undos, ...uses]) assert.isBelow(response.status(), 500)
  })
})
