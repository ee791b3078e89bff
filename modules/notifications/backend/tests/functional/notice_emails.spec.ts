import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { restoreMailConfig, useMailConfig } from '#core/mail/mailer'
import { dbNow, dbTimestamp } from '#core/database/time'
import { overrideSettings } from '#core/settings/system_settings_service'
import type { NotificationSettings } from '#core/shared/settings'
import { committedCreators, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { recipientOf, startSmtpSink, useSmtpSink, type SmtpSink } from '#tests/helpers/smtp_sink'
import { addPlayer } from '#modules/players/backend/tests/helpers'
import { PowerupHoldingFactory } from '#modules/powerups/backend/tests/helpers'
import { POWERUP_SETTINGS } from '#modules/powerups/backend/public'
import { noticeExpiringPowerups } from '../../services/notifiers.js'
import { sendEmailRound, sendPendingEmails } from '../../services/notice_emails.js'

async function switches(client: ApiClient, token: string, notifications: Partial<NotificationSettings>) {
  ;(await client.put('/api/settings').bearerToken(token).json({ notifications })).assertStatus(200)
}

/** Waits (bounded) until the user's notices exist, then until their email round is over. */
async function settled(userId: number, notices: number) {
  const deadline = Date.now() + 5_000
  for (;;) {
    const row = await db.from('notices').where('user_id', userId).count('* as total').first()
    if (Number(row?.total ?? 0) >= notices || Date.now() > deadline) break
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await sendPendingEmails()
}

/** A notice whose email was still to send when the server stopped. */
const pendingNotice = (creatorId: number, player: string) => ({
  user_id: creatorId,
  creator_id: creatorId,
  kind: 'new_player',
  title: 'New player',
  message: `${player} joined your players.`,
  link: null,
  subject: `player:${player}`,
  email_status: 'pending',
  created_at: dbTimestamp(dbNow()),
})

const emailStates = (userId: number) =>
  db.from('notices').where('user_id', userId).orderBy('id').select('kind', 'email_status', 'emailed_at')

test.group('Notices by email', (group) => {
  const smtp = useSmtpSink(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    overrideSettings({ [POWERUP_SETTINGS.expiryWarningHours.key]: 48 })
  })

  test('with Email on, new-player and expiry notices arrive by email to the account, once', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator({ name: 'Stream Star' })
    const { user: moderator, token: moderatorToken } = await makeModerator(creator)
    const { user: placeholder, token: placeholderToken } = await makeModerator(creator, {
      email: 'night_mod@moderators.powerdeck.invalid',
    })
    await switches(client, token, { email: true, newPlayers: true, powerupExpiry: true })
    await switches(client, moderatorToken, { email: false, newPlayers: true })
    await switches(client, placeholderToken, { email: true, newPlayers: true })

    const player = await addPlayer(client, token, 'NightOwl')
    await settled(creator.id, 1)
    await settled(moderator.id, 1)
    await settled(placeholder.id, 1)
    assert.equal(await smtp().waitFor(1), 1)
    const [joined] = smtp().received
    assert.equal(recipientOf(joined), creator.email)
    assert.equal((Array.isArray(joined.to) ? joined.to[0] : joined.to)?.value[0]?.name, 'Stream Star')
    assert.equal(joined.from?.value[0]?.address, 'noreply@powerdeck.test')
    assert.equal(joined.subject, 'Powerdeck: New player')
    assert.equal(
      joined.text?.trim(),
      [
        'NightOwl joined your players.',
        `Open in Powerdeck: https://deck.example.com/players/${player.id}`,
        "You receive this because Email Notifications is on in Powerdeck's Settings.",
      ].join('\n\n')
    )
    assert.include(joined.html || '', `<a href="https://deck.example.com/players/${player.id}">Open in Powerdeck</a>`)

    const now = DateTime.now().startOf('second')
    await PowerupHoldingFactory.merge({
      creatorId: creator.id,
      playerId: player.id,
      type: 'mist',
      count: 2,
      expiresAt: now.plus({ hours: 10 }),
    }).create()
    await noticeExpiringPowerups(now)
    await settled(creator.id, 2)
    assert.equal(await smtp().waitFor(2), 2)
    const expiring = smtp().received[1]
    assert.equal(recipientOf(expiring), creator.email)
    assert.equal(expiring.subject, 'Powerdeck: Powerups expiring soon')
    assert.match(expiring.text || '', /^2 Mist of NightOwl expire in 10 hours\.\n\nOpen in Powerdeck: https:\/\/deck/)

    const states = await emailStates(creator.id)
    assert.deepEqual(
      states.map((row) => [row.kind, row.email_status]),
      [
        ['new_player', 'sent'],
        ['powerup_expiry', 'sent'],
      ]
    )
    assert.isTrue(states.every((row) => row.emailed_at !== null))
    // both moderators keep the default Powerup Expiry Alerts (on): two notices each, no email
    assert.deepEqual(
      (await emailStates(moderator.id)).map((row) => row.email_status),
      [null, null],
      'Email off: the notices only'
    )
    assert.deepEqual(
      (await emailStates(placeholder.id)).map((row) => row.email_status),
      [null, null],
      'no mailbox behind a placeholder address'
    )

    // a restart's first round (and the next expiry sweep) send nothing twice
    await noticeExpiringPowerups(now.plus({ seconds: 30 }))
    await sendPendingEmails()
    assert.lengthOf(smtp().received, 2)
    assert.lengthOf(await emailStates(creator.id), 2)
  })

  test('with Email off nothing is emailed; without SMTP settings Email is unavailable and nothing is sent', async ({
    client,
    assert,
  }) => {
    const { user: quiet, token: quietToken } = await makeCreator()
    await switches(client, quietToken, { email: false, newPlayers: true })
    await addPlayer(client, quietToken, 'Ivy')
    await settled(quiet.id, 1)

    useMailConfig(null)
    const { user: creator, token } = await makeCreator()
    await switches(client, token, { email: true, newPlayers: true })
    const settings = await client.get('/api/settings').bearerToken(token)
    assert.isFalse(settings.body().settings.emailAvailable)
    assert.isTrue(settings.body().settings.notifications.email, 'the saved switch stays as saved')
    await addPlayer(client, token, 'Kai')
    await settled(creator.id, 1)

    assert.deepEqual(
      [...(await emailStates(quiet.id)), ...(await emailStates(creator.id))].map((row) => row.email_status),
      [null, null]
    )
    assert.lengthOf(smtp().received, 0)

    useMailConfig(smtp().config())
    const available = await client.get('/api/settings').bearerToken(token)
    assert.isTrue(available.body().settings.emailAvailable)
  })

  test('a refusing SMTP server fails no action: the notice is kept, the error recorded, nothing sent', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await makeCreator()
    await switches(client, token, { email: true, newPlayers: true })
    smtp().refuseRecipients(550, 'Mailbox unavailable')
    const response = await client.post('/api/players').bearerToken(token).json({ name: 'Luna' })
    response.assertStatus(201)
    await settled(creator.id, 1)

    useMailConfig(smtp().config({ password: 'wrong' }))
    await addPlayer(client, token, 'Mira')
    await settled(creator.id, 2)

    const notices = await db.from('notices').where('user_id', creator.id).orderBy('id')
    assert.deepEqual(
      notices.map((row) => [row.message, row.email_status, row.emailed_at]),
      [
        ['Luna joined your players.', 'failed', null],
        ['Mira joined your players.', 'failed', null],
      ]
    )
    const errors = await db.from('error_events').where('source', 'mail').orderBy('id')
    assert.deepEqual(
      errors.map((row) => [row.category, Number(row.creator_id)]),
      [
        ['external_api', creator.id],
        ['external_api', creator.id],
      ]
    )
    assert.include(errors[0].message, '550 Mailbox unavailable')
    assert.include(errors[1].message, '535')
    assert.lengthOf(smtp().received, 0)
    const bell = await client.get('/api/notifications').bearerToken(token)
    assert.equal(bell.body().unreadCount, 2)
  })

  test('pending emails left by a stop are sent once by the next round, names escaped, no link without APP_URL', async ({
    assert,
  }) => {
    const { user: creator } = await makeCreator()
    await db.table('notices').multiInsert(['A', '<b>Tom</b> & Jerry'].map((name) => pendingNotice(creator.id, name)))
    useMailConfig(smtp().config({ appUrl: null }))
    await sendPendingEmails()
    assert.equal(await smtp().waitFor(2), 2)
    assert.deepEqual(
      smtp().received.map((mail) => mail.text?.split('\n')[0]),
      ['A joined your players.', '<b>Tom</b> & Jerry joined your players.']
    )
    assert.include(smtp().received[1].html || '', '<p>&#60;b&#62;Tom&#60;/b&#62; &#38; Jerry joined your players.</p>')
    assert.notInclude(smtp().received[1].text || '', 'Open in Powerdeck')
    await sendPendingEmails()
    assert.lengthOf(smtp().received, 2)
    assert.deepEqual(
      (await emailStates(creator.id)).map((row) => row.email_status),
      ['sent', 'sent']
    )
  })
})

test.group('Notices by email: parallel senders', (group) => {
  let sink: SmtpSink
  const creators = committedCreators()
  group.setup(async () => {
    sink = await startSmtpSink()
    useMailConfig(sink.config())
    return async () => {
      restoreMailConfig()
      await sink.close()
    }
  })
  group.each.teardown(() => creators.teardown())

  test('players added in parallel while other senders run: each notice emailed exactly once', async ({
    client,
    assert,
  }) => {
    const { user: creator, token } = await creators.make()
    await switches(client, token, { email: true, newPlayers: true })
    await db.table('notices').multiInsert(['Early', 'Late'].map((name) => pendingNotice(creator.id, name)))
    const names = ['P1', 'P2', 'P3', 'P4', 'P5']
    // each add starts a round after its commit; two more senders act as other processes
    await Promise.all([...names.map((name) => addPlayer(client, token, name)), sendEmailRound(), sendEmailRound()])
    await settled(creator.id, names.length + 2)
    await Promise.all([sendEmailRound(), sendPendingEmails()])
    assert.equal(await sink.waitFor(7), 7)
    assert.sameMembers(
      sink.received.map((mail) => mail.text?.split('\n')[0]),
      [...names, 'Early', 'Late'].map((name) => `${name} joined your players.`)
    )
    const states = await emailStates(creator.id)
    assert.deepEqual(new Set(states.map((row) => row.email_status)), new Set(['sent']))
  })
})

test.group('Notices by email: the recipient’s language', (group) => {
  const smtp = useSmtpSink(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a Spanish-speaking creator gets the notice email in Spanish', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator({ name: 'Estrella' })
    await switches(client, token, { email: true, newPlayers: true })
    await db.from('user_settings').where('user_id', creator.id).update({ language: 'es' })

    const player = await addPlayer(client, token, 'Lupita')
    await settled(creator.id, 1)
    assert.equal(await smtp().waitFor(1), 1)
    const [joined] = smtp().received
    assert.equal(recipientOf(joined), creator.email)
    assert.equal(joined.subject, 'Powerdeck: Nuevo jugador')
    assert.equal(
      joined.text?.trim(),
      [
        'Lupita se unió a tus jugadores.',
        `Abrir en Powerdeck: https://deck.example.com/players/${player.id}`,
        'Recibes esto porque tienes activadas las notificaciones por email en los ajustes de Powerdeck.',
      ].join('\n\n')
    )
    assert.include(joined.html || '', '>Abrir en Powerdeck</a>')
    const notices = await client.get('/api/notifications').bearerToken(token)
    assert.deepEqual(notices.body().notices[0].params, { player: 'Lupita' })
  })
})
