import { test } from '@japa/runner'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { grant, use } from '#modules/players/backend/tests/helpers'
import { addPlayer } from '#modules/powerups/backend/tests/helpers'
import { goLive, isolateLiveTests, makeLiveCreator, simulate } from '#modules/live/backend/tests/helpers'
import type { MatchDto, MatchReportDto } from '../../../shared/matches.js'
import matchFigures from '../../activity_figures.js'

test.group('Matches API: the simulator plays a match; reads, report, export, ready strip, denials', (group) => {
  isolateLiveTests(group)

  test('a simulated match: start, scores, uses, end; current, list, report and exports', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    await addPlayer(client, token, 'amara.x') // the starter pack: 2 gloves, 1 mist
    await grant(client, token, { playerName: 'amara.x', powerupType: 'time-maker', count: 2 }).then((r) =>
      r.assertStatus(200)
    )
    await goLive(client, token)
    const current = () => client.get('/api/live/matches/current').bearerToken(token)
    assert.deepEqual((await current()).body(), { success: true, match: null })

    const opponent = { uniqueId: 'rival.x', nickname: 'Rival X' }
    const started = await simulate(client, token, {
      type: 'matchStart',
      matchId: 'm-1',
      opponent,
      durationSeconds: 300,
    })
    started.assertStatus(200)
    assert.deepEqual(started.body().match, { outcome: 'started' })
    // The same start again (a replay) changes nothing.
    const again = await simulate(client, token, { type: 'matchStart', matchId: 'm-1', opponent, durationSeconds: 300 })
    assert.deepEqual(again.body().match, { outcome: 'unchanged' })
    await simulate(client, token, { type: 'matchScore', matchId: 'm-1', ours: 30, theirs: 50 }).then((r) =>
      assert.deepEqual(r.body().match, { outcome: 'score' })
    )
    await use(client, token, 'amara.x', 'time-maker').then((r) => r.assertStatus(200))
    await use(client, token, 'amara.x', 'glove').then((r) => r.assertStatus(200))

    const running: MatchDto = (await current()).body().match
    assert.deepEqual(running.opponent, opponent)
    assert.deepEqual([running.ours, running.theirs, running.result, running.endedAt], [30, 50, null, null])
    assert.deepEqual(running.used, { 'time-maker': 1, glove: 1 })
    assert.equal(Date.parse(running.endsAt!) - Date.parse(running.startedAt), 300_000)

    // An older score (a replayed frame) never takes the score back.
    await simulate(client, token, { type: 'matchScore', matchId: 'm-1', ours: 10, theirs: 20 }).then((r) =>
      assert.deepEqual(r.body().match, { outcome: 'unchanged' })
    )
    await simulate(client, token, { type: 'matchScore', matchId: 'm-1', ours: 90, theirs: 50 })
    await simulate(client, token, { type: 'matchEnd', matchId: 'm-1' }).then((r) =>
      assert.deepEqual(r.body().match, { outcome: 'ended' })
    )
    assert.isNull((await current()).body().match)

    const list = await client.get('/api/live/matches?page=1&perPage=10').bearerToken(token)
    list.assertStatus(200)
    assert.equal(list.body().total, 1)
    const [match] = list.body().matches as MatchDto[]
    assert.deepEqual([match.ours, match.theirs, match.result], [90, 50, 'win'])

    const report = await client.get(`/api/live/matches/${match.id}`).bearerToken(token)
    report.assertStatus(200)
    const body: MatchReportDto = report.body().match
    assert.deepEqual(
      body.uses.map((entry) => [entry.type, entry.playerName, entry.source]),
      [
        ['time-maker', 'amara.x', 'api'],
        ['glove', 'amara.x', 'api'],
      ]
    )
    assert.isAtLeast(body.scores.length, 1)

    const csv = await client.get(`/api/live/matches/${match.id}/export?format=csv`).bearerToken(token)
    csv.assertStatus(200)
    assert.include(csv.header('content-type'), 'text/csv')
    assert.match(csv.header('content-disposition') ?? '', /^attachment; filename="match-\d+-\d{4}-\d\d-\d\d\.csv"$/)
    const lines = csv.text().trim().split('\r\n')
    assert.equal(lines[0], 'kind,at,ours,theirs,type,player,by,source')
    assert.match(lines[1], /^match,.*,90,50,win,Rival X \(@rival\.x\),,$/)
    assert.lengthOf(
      lines.filter((line) => line.startsWith('use,')),
      2
    )
    const json = await client.get(`/api/live/matches/${match.id}/export?format=json`).bearerToken(token)
    json.assertStatus(200)
    assert.match(json.header('content-disposition') ?? '', /\.json"$/)
    assert.deepEqual(JSON.parse(json.text()), body)
    // The creator statistics' figures of the day (ACTIVITY_FIGURES): one match, won, 2 items used.
    const today = new Date(new Date().toISOString().slice(0, 10))
    const figures = await matchFigures.daily!({
      from: today,
      to: new Date(today.getTime() + 86_400_000),
      creatorIds: [user.id],
    })
    assert.deepEqual(
      figures.map((row) => row.figures),
      [{ matches: 1, matchWins: 1, matchUses: 2 }]
    )
    await client
      .get(`/api/live/matches/${match.id}/export?format=xml`)
      .bearerToken(token)
      .then((r) => r.assertStatus(400))
  })

  test('bad simulator events are refused with a 4xx and change nothing', async ({ client, assert }) => {
    const { token } = await makeLiveCreator()
    await goLive(client, token)
    for (const event of [
      { type: 'matchStart', matchId: '' },
      { type: 'matchScore', matchId: 'm', ours: -1, theirs: 0 },
      { type: 'matchScore', matchId: 'm', ours: 1.5, theirs: 0 },
      { type: 'matchStart', matchId: 'm', durationSeconds: 'long' },
    ]) {
      const response = await simulate(client, token, event)
      assert.equal(response.status(), 400, JSON.stringify(event))
    }
    const list = await client.get('/api/live/matches').bearerToken(token)
    assert.equal(list.body().total, 0)
    // A score for a match never started is counted, not stored.
    const unknown = await simulate(client, token, { type: 'matchScore', matchId: 'nope', ours: 1, theirs: 2 })
    assert.deepEqual(unknown.body().match, { outcome: 'unknownMatch' })
  })

  test("another creator's match is a 404; moderators see their creator's; admins list and read a creator's", async ({
    client,
    assert,
  }) => {
    const { user: owner, token } = await makeLiveCreator()
    await goLive(client, token)
    await simulate(client, token, { type: 'matchStart', matchId: 'm-2', opponent: null, durationSeconds: null })
    const { matches } = (await client.get('/api/live/matches').bearerToken(token)).body()
    const id = matches[0].id
    assert.isNull(matches[0].opponent)
    assert.isNull(matches[0].endsAt)

    const { user: other, token: otherToken } = await makeCreator()
    await client
      .get(`/api/live/matches/${id}`)
      .bearerToken(otherToken)
      .then((r) => r.assertStatus(404))
    // Naming the owner is an admin's: a creator stays scoped to their own matches.
    await client
      .get(`/api/live/matches/${id}?creatorId=${owner.id}`)
      .bearerToken(otherToken)
      .then((r) => r.assertStatus(404))
    await client
      .get(`/api/live/matches/${id}/export?creatorId=${owner.id}`)
      .bearerToken(otherToken)
      .then((r) => r.assertStatus(404))
    await client
      .get(`/api/live/matches/${id}/export`)
      .bearerToken(otherToken)
      .then((r) => r.assertStatus(404))
    assert.deepEqual((await client.get('/api/live/matches').bearerToken(otherToken)).body().matches, [])
    assert.isNull((await client.get('/api/live/matches/current').bearerToken(otherToken)).body().match)
    // Ids are numbers (the router's matcher): anything else names no match.
    await client
      .get('/api/live/matches/abc')
      .bearerToken(token)
      .then((r) => r.assertStatus(404))

    const { token: modToken } = await makeModerator(owner)
    const seen = await client.get(`/api/live/matches/${id}`).bearerToken(modToken)
    seen.assertStatus(200)
    assert.equal((await client.get('/api/live/matches/current').bearerToken(modToken)).body().match.id, id)
    // A moderator names no other creator: creatorId is an admin's.
    const scoped = await client.get(`/api/live/matches?creatorId=${owner.id + 1000}`).bearerToken(modToken)
    assert.equal(scoped.body().total, 1)

    const { token: adminToken } = await makeAdmin()
    const listed = await client.get(`/api/live/matches?creatorId=${owner.id}`).bearerToken(adminToken)
    listed.assertStatus(200)
    assert.equal(listed.body().matches[0].id, id)
    await client
      .get('/api/live/matches?creatorId=999999')
      .bearerToken(adminToken)
      .then((r) => r.assertStatus(404))
    // An admin reads and exports a creator's match by naming the creator; another creator named: 404.
    const read = await client.get(`/api/live/matches/${id}?creatorId=${owner.id}`).bearerToken(adminToken)
    read.assertStatus(200)
    assert.equal(read.body().match.id, id)
    const exported = await client
      .get(`/api/live/matches/${id}/export?format=json&creatorId=${owner.id}`)
      .bearerToken(adminToken)
    exported.assertStatus(200)
    assert.equal(JSON.parse(exported.text()).id, id)
    await client
      .get(`/api/live/matches/${id}?creatorId=${other.id}`)
      .bearerToken(adminToken)
      .then((r) => r.assertStatus(404))
    await client
      .get(`/api/live/matches/${id}/export?creatorId=999999`)
      .bearerToken(adminToken)
      .then((r) => r.assertStatus(404))
    // Without a creator named, an admin has no creator's context.
    await client
      .get(`/api/live/matches/${id}`)
      .bearerToken(adminToken)
      .then((r) => r.assertStatus(403))
  })

  test('the ready strip: per type, first to expire first, at most 5', async ({ client, assert }) => {
    const { token } = await makeCreator()
    for (const name of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']) await addPlayer(client, token, name)
    await grant(client, token, { playerName: 'p6', powerupType: 'time-maker', expiresInDays: 1 }).then((r) =>
      r.assertStatus(200)
    )
    const response = await client.get('/api/live/matches/ready').bearerToken(token)
    response.assertStatus(200)
    const { ready } = response.body()
    assert.lengthOf(ready.glove, 5)
    assert.deepEqual(
      ready['time-maker'].map((holder: { playerName: string; quantity: number }) => [
        holder.playerName,
        holder.quantity,
      ]),
      [['p6', 1]]
    )
    const expiries = ready.glove.map((holder: { expiresAt: string }) => holder.expiresAt)
    assert.deepEqual(expiries, [...expiries].sort())
  })

  test('the match limit is a setting; a bad value is refused', async ({ client, assert }) => {
    const { token: adminToken } = await makeAdmin()
    const bad = await client
      .put('/api/admin/settings')
      .bearerToken(adminToken)
      .json({ matches: { matchLimits: '{"rocket": 2}' } })
    assert.equal(bad.status(), 400)
    const saved = await client
      .put('/api/admin/settings')
      .bearerToken(adminToken)
      .json({ matches: { matchLimits: '{"time-maker": 1, "glove": null}' } })
    saved.assertStatus(200)
    assert.equal(saved.body().settings.matches.matchLimits, '{"time-maker": 1, "glove": null}')

    const { token } = await makeLiveCreator()
    await addPlayer(client, token, 'lim')
    await grant(client, token, { playerName: 'lim', powerupType: 'time-maker', count: 3 })
    await goLive(client, token)
    await simulate(client, token, { type: 'matchStart', matchId: 'm-3', durationSeconds: 60 })
    await use(client, token, 'lim', 'time-maker').then((r) => r.assertStatus(200))
    const refused = await use(client, token, 'lim', 'time-maker')
    refused.assertStatus(409)
    assert.deepEqual(refused.body(), {
      success: false,
      error: 'Time Maker is limited to 1 per match (1 used)',
      code: 'matches.limit_reached',
      params: { type: 'time-maker', limit: 1, used: 1 },
    })
    await simulate(client, token, { type: 'streamEnd' })
    // The stream's end ended the match: no limit outside it.
    await use(client, token, 'lim', 'time-maker').then((r) => r.assertStatus(200))
    // Put back through the API, so no process keeps the test's value in its copy of the settings.
    await client
      .put('/api/admin/settings')
      .bearerToken(adminToken)
      .json({ matches: { matchLimits: '{"time-maker":3}' } })
      .then((r) => r.assertStatus(200))
  })
})
