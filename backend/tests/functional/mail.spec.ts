import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import MailTestCommand from '#core/commands/mail_test'
import {
  emailAvailable,
  isDeliverableAddress,
  sendMail,
  useMailConfig,
  verifyMail,
  type MailMessage,
} from '#core/mail/mailer'
import {
  recipientOf,
  SINK_PASSWORD,
  SINK_USER,
  startSmtpSink,
  useSmtpSink,
  type SmtpSink,
} from '#tests/helpers/smtp_sink'

const message: MailMessage = {
  to: { name: 'Ada Lovelace', address: 'ada@example.com' },
  subject: 'Powerdeck: hello',
  text: 'Plain words.',
  html: '<p>Plain words.</p>',
}

const mailErrors = () => db.from('error_events').where('source', 'mail').orderBy('id')

test.group('Mail sender (kernel)', (group) => {
  const smtp = useSmtpSink(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('sends through SMTP after signing in; the message arrives as written', async ({ assert }) => {
    const outcome = await sendMail(message, { creatorId: null })
    assert.deepEqual(outcome, { sent: true, attempts: 1 })
    assert.equal(await smtp().waitFor(1), 1)
    const [mail] = smtp().received
    assert.equal(recipientOf(mail), 'ada@example.com')
    assert.equal(mail.from?.value[0]?.address, 'noreply@powerdeck.test')
    assert.equal(mail.subject, 'Powerdeck: hello')
    assert.equal(mail.text?.trim(), 'Plain words.')
    assert.equal(mail.html, '<p>Plain words.</p>')
    assert.lengthOf(await mailErrors(), 0)
  })

  test('a wrong password or a 550 is refused for good: one attempt, one recorded error, never a throw', async ({
    assert,
  }) => {
    useMailConfig(smtp().config({ password: 'wrong' }))
    const denied = await sendMail(message, { creatorId: null })
    assert.containsSubset(denied, { sent: false, attempts: 1, temporary: false })

    useMailConfig(smtp().config())
    smtp().refuseRecipients(550, 'Mailbox unavailable')
    const before = smtp().rcptAttempts()
    const refused = await sendMail(message, { creatorId: null })
    assert.containsSubset(refused, { sent: false, attempts: 1, temporary: false })
    assert.include(refused.sent ? '' : refused.error, '550 Mailbox unavailable')
    assert.equal(smtp().rcptAttempts() - before, 1)

    const errors = await mailErrors()
    assert.lengthOf(errors, 2)
    assert.deepEqual(
      errors.map((row) => row.category),
      ['external_api', 'external_api']
    )
    assert.include(errors[0].message, 'Email "Powerdeck: hello" failed after 1 attempt(s): 535')
    assert.notInclude(errors[0].message, 'ada@example.com')
    assert.include(errors[1].message, '550 Mailbox unavailable')
    assert.lengthOf(smtp().received, 0)
  })

  test('a temporary refusal (451) or an unreachable server is retried after each wait, then recorded once', async ({
    assert,
  }) => {
    smtp().refuseRecipients(451, 'Try again later')
    const before = smtp().rcptAttempts()
    const refused = await sendMail(message, { creatorId: null })
    assert.containsSubset(refused, { sent: false, attempts: 3, temporary: true })
    assert.equal(smtp().rcptAttempts() - before, 3, 'first try and two retries')

    const closed = await startSmtpSink()
    await closed.close()
    useMailConfig(closed.config({ retryDelaysMs: [5] }))
    const unreachable = await sendMail(message, { creatorId: null })
    assert.containsSubset(unreachable, { sent: false, attempts: 2, temporary: true })

    const errors = await mailErrors()
    assert.lengthOf(errors, 2)
    assert.include(errors[0].message, 'failed after 3 attempt(s): 451 Try again later')
    assert.include(errors[1].message, 'failed after 2 attempt(s)')
  })

  test('without SMTP settings nothing is available and nothing is sent', async ({ assert }) => {
    useMailConfig(null)
    assert.isFalse(emailAvailable())
    assert.containsSubset(await sendMail(message), { sent: false, attempts: 0 })
    assert.equal(await verifyMail(), 'Email is not configured on this server (SMTP_HOST is unset)')
    assert.lengthOf(await mailErrors(), 0)
    useMailConfig(smtp().config())
    assert.isTrue(emailAvailable())
  })

  test('placeholder addresses under .invalid are not deliverable', ({ assert }) => {
    assert.isFalse(isDeliverableAddress('night_mod@moderators.powerdeck.invalid'))
    assert.isFalse(isDeliverableAddress('x@EXAMPLE.INVALID'))
    assert.isTrue(isDeliverableAddress('mod@invalid.example.com'))
  })

  test('mail:test signs in and sends a test email; a bad setup fails with exit code 1', async ({ assert }) => {
    ace.ui.switchMode('raw')
    try {
      const ok = await ace.create(MailTestCommand, ['ops@example.com'])
      await ok.exec()
      assert.equal(ok.exitCode, 0)
      ok.assertLog(`[ green(success) ] Test email sent to ops@example.com`)
      assert.equal(await smtp().waitFor(1), 1)
      assert.equal(recipientOf(smtp().received[0]), 'ops@example.com')
      assert.equal(smtp().received[0].subject, 'Powerdeck: test email')

      useMailConfig(smtp().config({ password: 'wrong' }))
      assert.match((await verifyMail())!, /^535 /)
      const bad = await ace.create(MailTestCommand, ['ops@example.com'])
      await bad.exec()
      assert.equal(bad.exitCode, 1)
      assert.lengthOf(smtp().received, 1, 'nothing sent after a failed check')
    } finally {
      ace.ui.switchMode('normal')
    }
  })
})

/** Runs `node ace.js <args>` in a fresh process with these variables added (the settings are read at boot). */
async function aceWith(variables: Record<string, string>, args: string[]) {
  const backend = fileURLToPath(new URL('../../', import.meta.url))
  try {
    const { stdout, stderr } = await promisify(execFile)('node', ['ace.js', ...args], {
      cwd: backend,
      env: { ...process.env, ...variables },
      timeout: 60_000,
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

test.group('Mail settings from the environment', (group) => {
  let sink: SmtpSink
  group.setup(async () => {
    sink = await startSmtpSink()
    return () => sink.close()
  })

  test('SMTP_* variables reach the sender; SMTP_FROM is required with SMTP_HOST', async ({ assert }) => {
    const smtp = {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      SMTP_USER: SINK_USER,
      SMTP_PASSWORD: SINK_PASSWORD,
      SMTP_FROM: 'Deck Ops <ops@deck.test>',
    }
    const sent = await aceWith(smtp, ['mail:test', 'owner@example.com'])
    assert.equal(sent.code, 0, sent.output)
    assert.include(sent.output, `Connected and signed in to 127.0.0.1:${sink.port}`)
    assert.equal(await sink.waitFor(1), 1)
    assert.equal(recipientOf(sink.received[0]), 'owner@example.com')
    assert.deepEqual(sink.received[0].from?.value[0], { name: 'Deck Ops', address: 'ops@deck.test' })

    const { SMTP_FROM: _, ...withoutFrom } = smtp
    const refused = await aceWith({ ...withoutFrom, SMTP_FROM: '' }, ['mail:test', 'owner@example.com'])
    assert.notEqual(refused.code, 0)
    assert.include(refused.output, 'Missing environment variable "SMTP_FROM"')
    assert.lengthOf(sink.received, 1)
  }).timeout(120_000)
})
