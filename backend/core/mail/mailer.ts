import nodemailer from 'nodemailer'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { recordError } from '#core/monitoring/error_log'

/** How this server sends email (SMTP); README lists the variables it comes from. */
export interface MailConfig {
  host: string
  port: number
  /** Implicit TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean
  user: string | null
  password: string | null
  /** The From header: an address, or `Name <address>`. */
  from: string
  /** The web app's public address, for links in emails (APP_URL); none without it. */
  appUrl: string | null
  /** Waits before each new attempt after a temporary failure; their count is the number of retries. */
  retryDelaysMs: number[]
  /** Bound on connecting, the greeting and each SMTP step. */
  timeoutMs: number
}

export interface MailMessage {
  to: { name: string; address: string }
  subject: string
  text: string
  html: string
}

export type MailOutcome =
  | { sent: true; attempts: number }
  /** `temporary`: the server may take it later (no answer, a 4xx); otherwise it refused for good. */
  | { sent: false; attempts: number; temporary: boolean; error: string }

export const MAIL_DEFAULTS = { port: 587, retryDelaysMs: [2_000, 10_000, 30_000], timeoutMs: 15_000 }

/** The SMTP settings from the environment (start/env.ts validated them), or null when SMTP_HOST is unset. */
function configFromEnv(): MailConfig | null {
  const host = env.get('SMTP_HOST')
  if (!host) return null
  return {
    host,
    port: env.get('SMTP_PORT') ?? MAIL_DEFAULTS.port,
    secure: env.get('SMTP_SECURE') ?? false,
    user: env.get('SMTP_USER') || null,
    password: env.get('SMTP_PASSWORD') || null,
    from: env.get('SMTP_FROM')!,
    appUrl: env.get('APP_URL') || null,
    retryDelaysMs: MAIL_DEFAULTS.retryDelaysMs,
    timeoutMs: MAIL_DEFAULTS.timeoutMs,
  }
}

let override: { config: MailConfig | null } | null = null

/** Replaces the environment's settings (tests point them at a local SMTP sink, or at none). */
export function useMailConfig(config: MailConfig | null) {
  override = { config }
}

/** Back to the environment's settings. */
export function restoreMailConfig() {
  override = null
}

export function mailConfig(): MailConfig | null {
  return override ? override.config : configFromEnv()
}

/** Whether this server can send email: exactly when SMTP is configured. */
export function emailAvailable(): boolean {
  return mailConfig() !== null
}

/**
 * Whether an address can receive mail. Domains under the reserved `.invalid` top-level domain
 * (RFC 2606) never can: moderators created without an email get such a placeholder.
 */
export function isDeliverableAddress(address: string): boolean {
  return !/\.invalid$/i.test(address.trim())
}

function transportOf(config: MailConfig) {
  return nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
  })
}

/** The SMTP server's own answer when it gave one ("550 Mailbox unavailable"), else the error's message. */
function failureText(error: unknown): string {
  const failure = error as { response?: string; message?: string }
  return failure.response ?? failure.message ?? String(error)
}

/** A refusal for good (a 5xx answer, failed authentication, a malformed message) is not retried. */
function isTemporary(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: number; code?: string }
  if (typeof responseCode === 'number') return responseCode < 500
  return !['EAUTH', 'ENOAUTH', 'EENVELOPE', 'EMESSAGE', 'ECONFIG'].includes(code ?? '')
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends one email, retrying temporary failures after the configured waits. Never throws: each
 * failed attempt is logged (with the recipient), and a message given up on is recorded as an
 * `external_api` error (source `mail`, with the creator it concerns; its subject, not the
 * recipient's address, which the error figures need not show). Answers what happened.
 */
export async function sendMail(
  message: MailMessage,
  context: { creatorId?: number | null } = {}
): Promise<MailOutcome> {
  const config = mailConfig()
  if (!config) return { sent: false, attempts: 0, temporary: false, error: 'Email is not configured on this server' }
  const transport = transportOf(config)
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await transport.sendMail({ from: config.from, ...message })
        return { sent: true, attempts: attempt }
      } catch (error) {
        const temporary = isTemporary(error)
        logger.warn({ err: error, to: message.to.address, attempt, temporary }, 'email could not be sent')
        const delay = config.retryDelaysMs[attempt - 1]
        if (!temporary || delay === undefined) {
          const reason = failureText(error)
          await recordError(
            'external_api',
            `Email "${message.subject}" failed after ${attempt} attempt(s): ${reason}`,
            {
              creatorId: context.creatorId,
              source: 'mail',
            }
          )
          return { sent: false, attempts: attempt, temporary, error: reason }
        }
        await wait(delay)
      }
    }
  } finally {
    transport.close()
  }
}

/** Connects and signs in to the SMTP server without sending anything: null when all is well, else why not. */
export async function verifyMail(): Promise<string | null> {
  const config = mailConfig()
  if (!config) return 'Email is not configured on this server (SMTP_HOST is unset)'
  const transport = transportOf(config)
  try {
    await transport.verify()
    return null
  } catch (error) {
    return failureText(error)
  } finally {
    transport.close()
  }
}
