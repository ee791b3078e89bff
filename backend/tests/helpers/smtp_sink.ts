import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'
import type { Group } from '@japa/runner/core'
import { restoreMailConfig, useMailConfig, type MailConfig } from '#core/mail/mailer'

export const SINK_USER = 'powerdeck'
export const SINK_PASSWORD = 'sink-secret'

/**
 * A real SMTP server on 127.0.0.1 (a free port) that requires sign-in and keeps what it receives,
 * parsed; it can be told to refuse recipients with a given reply (550 for good, 451 for now).
 */
export async function startSmtpSink() {
  const received: ParsedMail[] = []
  let refusal: { code: number; message: string } | null = null
  let rcptAttempts = 0
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SINK_USER && auth.password === SINK_PASSWORD) return callback(null, { user: auth.username })
      callback(new Error('Invalid username or password'))
    },
    onRcptTo(_address, _session, callback) {
      rcptAttempts++
      if (!refusal) return callback()
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail)
          callback()
        },
        (error) => callback(error)
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port

  return {
    port,
    received,
    /** How many recipients were offered (each attempt of a sender counts). */
    rcptAttempts: () => rcptAttempts,
    /** Mail settings pointing at this sink (fast retries, short timeouts), with overrides. */
    config(overrides: Partial<MailConfig> = {}): MailConfig {
      return {
        host: '127.0.0.1',
        port,
        secure: false,
        user: SINK_USER,
        password: SINK_PASSWORD,
        from: 'Powerdeck <noreply@powerdeck.test>',
        appUrl: 'https://deck.example.com',
        retryDelaysMs: [10, 20],
        timeoutMs: 2_000,
        ...overrides,
      }
    },
    refuseRecipients(code: number, message: string) {
      refusal = { code, message }
    },
    acceptRecipients() {
      refusal = null
    },
    /** Waits (bounded) until the sink holds `count` messages; answers how many it holds. */
    async waitFor(count: number) {
      const deadline = Date.now() + 5_000
      while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
      return received.length
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>

/** The plain address of a received message's first recipient. */
export function recipientOf(mail: ParsedMail): string | undefined {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to
  return to?.value[0]?.address
}

/**
 * A sink for a test group: started once, the mail sender pointed at it; before each test it is
 * emptied and accepts recipients again. Answers the running sink.
 */
export function useSmtpSink(group: Group) {
  let sink: SmtpSink | null = null
  group.setup(async () => {
    sink = await startSmtpSink()
    return async () => {
      restoreMailConfig()
      await sink!.close()
    }
  })
  group.each.setup(() => {
    sink!.received.length = 0
    sink!.acceptRecipients()
    useMailConfig(sink!.config())
  })
  return () => sink!
}
