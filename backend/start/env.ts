import { Env } from '@adonisjs/core/env'

/** SMTP_FROM (`address` or `Name <address>`) is required once SMTP_HOST is set (email is on exactly then). */
function smtpFrom(key: string, value?: string) {
  const from = value?.trim() || undefined
  if (process.env.SMTP_HOST && !from) {
    throw new Error(`Missing environment variable "${key}": email needs a sender address once SMTP_HOST is set`)
  }
  if (from && !/[^\s@<>]+@[^\s@<>]+/.test(from)) {
    throw new Error(`Value for environment variable "${key}" must hold an email address, instead received "${from}"`)
  }
  return from
}

/** A variable's validator: a number `accepts` takes, or unset; `what` names it in the refusal. */
const numberWhere = (accepts: (number: number) => boolean, what: string) => (key: string, value?: string) => {
  if (value === undefined || value.trim() === '') return undefined
  const number = Number(value)
  if (!accepts(number)) {
    throw new Error(`Value for environment variable "${key}" must be ${what}, instead received "${value}"`)
  }
  return number
}

/** A period in seconds: a positive number (fractions allowed, for tests). */
const positiveSeconds = numberWhere((n) => Number.isFinite(n) && n > 0, 'a positive number of seconds')

/** A count: a whole number from 1 up. */
const positiveInteger = numberWhere((n) => Number.isSafeInteger(n) && n >= 1, 'a whole number from 1 up')

/** Every variable Powerdeck reads; README lists them with their defaults. */
export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional(),
  APP_KEY: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.string.optional(),
  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  DATABASE_URL: Env.schema.string.optional(),
  DB_POOL_MAX: positiveInteger,
  DATA_DIR: Env.schema.string.optional(),
  REDIS_URL: Env.schema.string.optional(),
  TRUSTED_PROXIES: Env.schema.string.optional(),
  WEB_DIST: Env.schema.string.optional(),
  DEMO_DATA: Env.schema.boolean.optional(),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: Env.schema.boolean.optional(),
  LIVE_DRIVER: Env.schema.enum.optional(['simulator', 'tiktok'] as const),
  ANALYTICS_APPLY_DELAY_MS: Env.schema.number.optional(),
  SIGN_API_URL: Env.schema.string.optional(),
  SIGN_API_KEY: Env.schema.string.optional(),
  TIKTOK_WEB_HOST: Env.schema.string.optional(),
  TIKTOK_CA_FILE: Env.schema.string.optional(),
  TIKTOK_CONNECTS_PER_MINUTE: Env.schema.number.optional(),
  SSE_MAX_STREAMS: Env.schema.number.optional(),
  SSE_MAX_STREAMS_PER_USER: Env.schema.number.optional(),
  SSE_MAX_STREAMS_PER_IP: Env.schema.number.optional(),
  SSE_IDLE_TIMEOUT: Env.schema.number.optional(),
  SSE_MAX_LIFETIME: Env.schema.number.optional(),
  SSE_SESSION_CHECK: Env.schema.number.optional(),
  SMTP_HOST: Env.schema.string.optional({ format: 'host' }),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  SMTP_USER: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_FROM: smtpFrom,
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  EXPIRY_SWEEP_SECONDS: positiveSeconds,
  SOURCE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  METRICS_TOKEN: Env.schema.string.optional(),
})
