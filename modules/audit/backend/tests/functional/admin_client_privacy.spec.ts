import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import type { AuditEntryDto } from '../../../shared/audit.js'

/*
| Security 8: an admin impersonating a creator leaves entries in the creator's trail; the creator
| (and their moderators) see what was done and that an admin did it, never the admin's IP address
| or user agent. Admins outside impersonation still see both.
*/

const ADMIN_AGENT = 'AdminBrowser/1.0 (support desk)'
const CREATOR_AGENT = 'CreatorPhone/2.0'

async function logs(client: ApiClient, token: string) {
  const response = await client.get('/api/audit/logs').bearerToken(token).qs({ days: 1, limit: 100 })
  response.assertStatus(200)
  return { entries: response.body().data.logs as AuditEntryDto[], text: response.text() }
}

const byEvent = (entries: AuditEntryDto[], eventType: string) => entries.find((entry) => entry.eventType === eventType)!

/** A creator with a moderator; an admin impersonates them and acts from its own browser. */
async function impersonatedActions(client: ApiClient) {
  const { token: adminToken } = await makeAdmin()
  const { user: creator, token: creatorToken } = await makeCreator()
  const { token: moderatorToken } = await makeModerator(creator)
  // The creator acts from their own device: their own entries keep its IP and user agent.
  await client
    .post('/api/players')
    .bearerToken(creatorToken)
    .header('user-agent', CREATOR_AGENT)
    .json({ name: 'Own Player' })
    .then((r) => r.assertStatus(201))

  const started = await client
    .post(`/api/admin/creators/${creator.id}/impersonate`)
    .bearerToken(adminToken)
    .header('user-agent', ADMIN_AGENT)
    .json({ reason: 'support ticket' })
  started.assertStatus(200)
  const impersonation = started.body().data.impersonationToken as string
  const asAdmin = <T extends { header(name: string, value: string): T }>(request: T) =>
    request.header('user-agent', ADMIN_AGENT)
  await asAdmin(client.post('/api/players').bearerToken(impersonation))
    .json({ name: 'Helped Player' })
    .then((r) => r.assertStatus(201))
  await asAdmin(client.post('/api/players/powerups/grant').bearerToken(impersonation))
    .json({ playerName: 'Helped Player', powerupType: 'mist' })
    .then((r) => r.assertStatus(200))
  return { adminToken, creator, creatorToken, moderatorToken, impersonation }
}

function assertNoAdminClient(entry: AuditEntryDto, label: string, assert: any) {
  assert.exists(entry, label)
  assert.isNull(entry.ipAddress, label)
  assert.isNull(entry.userAgent, label)
  for (const key of ['ip', 'ipAddress', 'userAgent']) assert.notProperty(entry.metadata, key, label)
}

test.group("Audit: creators never see an impersonating admin's IP address or user agent", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the creator's audit list shows the admin's actions without IP or user agent", async ({ client, assert }) => {
    const { creatorToken } = await impersonatedActions(client)
    const { entries, text } = await logs(client, creatorToken)

    const helped = entries.find(
      (entry) => entry.eventType === 'PLAYER_CREATED' && entry.targetName === 'Helped Player'
    )!
    assertNoAdminClient(helped, 'action during impersonation', assert)
    // Who did it stays visible: the admin acted as the creator, and the entry says so.
    assert.property(helped.metadata, 'impersonatedBy')
    assertNoAdminClient(byEvent(entries, 'POWERUP_GRANTED'), 'grant during impersonation', assert)
    assertNoAdminClient(byEvent(entries, 'IMPERSONATION_STARTED'), "the admin's own entry about the creator", assert)
    assert.notInclude(text, ADMIN_AGENT)

    const own = entries.find((entry) => entry.eventType === 'PLAYER_CREATED' && entry.targetName === 'Own Player')!
    assert.equal(own.userAgent, CREATOR_AGENT)
    assert.isString(own.ipAddress)
  })

  test('the CSV and JSON exports leave them out too', async ({ client, assert }) => {
    const { creatorToken } = await impersonatedActions(client)
    const csv = await client.get('/api/audit/logs/export').bearerToken(creatorToken).qs({ format: 'csv', days: 1 })
    csv.assertStatus(200)
    // Admin and creator both call from this machine: the IP shows on the creator's own row only.
    const { entries } = await logs(client, creatorToken)
    const ip = entries.find((entry) => entry.targetName === 'Own Player')!.ipAddress!
    assert.isNotEmpty(ip)
    const rows = csv.text().split('\r\n')
    const helpedRow = rows.find((row) => row.includes('PLAYER_CREATED') && row.includes('Helped Player'))!
    const ownRow = rows.find((row) => row.includes('PLAYER_CREATED') && row.includes('Own Player'))!
    assert.notInclude(helpedRow, ip)
    assert.include(ownRow, ip)
    for (const row of rows.filter((line) => line.includes('Helped Player') || line.includes('IMPERSONATION'))) {
      assert.notInclude(row, ip)
    }

    const json = await client.get('/api/audit/logs/export').bearerToken(creatorToken).qs({ format: 'json', days: 1 })
    json.assertStatus(200)
    assert.notInclude(json.text(), ADMIN_AGENT)
    const exported = JSON.parse(json.text()) as AuditEntryDto[]
    assertNoAdminClient(
      exported.find((entry) => entry.targetName === 'Helped Player')!,
      'json export',
      assert
    )
  })

  test('moderators and the impersonation session itself see the same redacted entries', async ({ client, assert }) => {
    const { moderatorToken, impersonation } = await impersonatedActions(client)
    const moderatorView = await logs(client, moderatorToken)
    assertNoAdminClient(byEvent(moderatorView.entries, 'POWERUP_GRANTED'), 'moderator', assert)
    assert.notInclude(moderatorView.text, ADMIN_AGENT)
    // An admin acting as the creator reads the creator's view.
    const asCreator = await logs(client, impersonation)
    assertNoAdminClient(byEvent(asCreator.entries, 'POWERUP_GRANTED'), 'impersonation token', assert)
  })

  test('signing out of the impersonation is attributed to the admin and redacted as well', async ({
    client,
    assert,
  }) => {
    const { creator, creatorToken, impersonation } = await impersonatedActions(client)
    await client
      .post('/api/auth/signout')
      .bearerToken(impersonation)
      .header('user-agent', ADMIN_AGENT)
      .then((r) => r.assertStatus(200))
    const { entries, text } = await logs(client, creatorToken)
    const signedOut = entries.find((entry) => entry.eventType === 'USER_LOGOUT' && entry.actorId === creator.id)!
    assert.property(signedOut.metadata, 'impersonatedBy')
    assertNoAdminClient(signedOut, 'sign-out', assert)
    assert.notInclude(text, ADMIN_AGENT)
  })

  test('admins still see the IP address and user agent, in the system log, the audit list and the export', async ({
    client,
    assert,
  }) => {
    const { adminToken, creator } = await impersonatedActions(client)
    const system = await client.get('/api/admin/audit-logs').bearerToken(adminToken).qs({ limit: 100 })
    system.assertStatus(200)
    const grant = (system.body().data.auditLogs as AuditEntryDto[]).find(
      (entry) => entry.eventType === 'POWERUP_GRANTED' && entry.creatorId === creator.id
    )!
    assert.equal(grant.userAgent, ADMIN_AGENT)
    assert.isString(grant.ipAddress)

    const { entries } = await logs(client, adminToken)
    const helped = entries.find((entry) => entry.targetName === 'Helped Player' && entry.creatorId === creator.id)!
    assert.equal(helped.userAgent, ADMIN_AGENT)
    assert.isString(helped.ipAddress)

    const json = await client.get('/api/audit/logs/export').bearerToken(adminToken).qs({ format: 'json', days: 1 })
    assert.include(json.text(), ADMIN_AGENT)
  })
})
