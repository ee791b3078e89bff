import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import modules from '#config/modules'
import User from '#core/users/user'
import { issueToken } from '#core/auth/tokens'
import { dropSettingsCopies } from '#core/settings/system_settings_service'
import { impersonationAbility } from '#core/auth/resolve_actor'
import { declaredPermissions } from '#core/module_loader'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'
import {
  deeplyNested,
  FIELD_VALUES,
  leafPaths,
  mapLeaves,
  PARAM_VALUES,
  QUERY_VALUES,
  randomText,
  randomValue,
  seededRandom,
  withLeaf,
} from '#tests/helpers/fuzz'

/*
| Seeded fuzz run of the whole API (issue 10: bad input never answers 500). Every route of the
| router (new routes are covered by themselves), every role, the input classes of the issue.
| The role that a route admits first gets the full matrix; the other roles the inputs every
| request goes through (body parser, params, query string). FUZZ_SEED replays a run.
| No global transaction: on PostgreSQL one failed statement would abort it for every later
| request. Rows the run creates are removed at the end.
*/

const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const CONCURRENCY = 4
/** The push stream never ends; it has its own test below. */
const STREAM_ROUTE = '/__transmit/events'
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

type RoleName = 'creator' | 'admin' | 'moderator' | 'impersonating' | 'anonymous'
const ROLE_ORDER: RoleName[] = ['creator', 'admin', 'moderator', 'impersonating', 'anonymous']

interface Attempt {
  method: string
  path: string
  role: RoleName
  input: string
  query?: string
  body?: string
  contentType?: string
}

interface Outcome {
  status: number
  body: string
}

interface Failure extends Outcome {
  attempt: Attempt
}

const baseUrl = () => `http://${process.env.HOST}:${process.env.PORT}`

/** Query keys the API's list validators read (discovered per route before use). */
const QUERY_KEYS = [
  'page',
  'limit',
  'search',
  'status',
  'sortBy',
  'sortOrder',
  'timeRange',
  'eventType',
  'actorType',
  'days',
  'actorId',
  'category',
  'severity',
  'dateFrom',
  'dateTo',
  'format',
  'uid',
  'channel',
]
/** Read without a validator by some handlers: always fuzzed on GET routes. */
const ALWAYS_QUERY_KEYS = ['sort', 'range', 'filter', 'limit']

test.group('Fuzz: bad input never answers 5xx', (group) => {
  let webDir = ''
  let userIdsBefore = 0
  let auditIdsBefore = 0
  const previousWebDist = process.env.WEB_DIST
  let restoreSettings: () => Promise<void> = async () => {}

  group.setup(async () => {
    // A stand-in web build, so the web routes serve files rather than "not built".
    webDir = mkdtempSync(join(tmpdir(), 'powerdeck-fuzz-web-'))
    mkdirSync(join(webDir, 'assets'))
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Powerdeck</title>')
    writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)')
    process.env.WEB_DIST = webDir
    userIdsBefore = Number((await db.from('users').max('id as id').first())?.id ?? 0)
    auditIdsBefore = Number((await db.from('audit_logs').max('id as id').first())?.id ?? 0)
  })

  group.teardown(async () => {
    await restoreSettings()
    await db.from('audit_logs').where('id', '>', auditIdsBefore).delete()
    await User.query().where('id', '>', userIdsBefore).delete()
    if (previousWebDist === undefined) delete process.env.WEB_DIST
    else process.env.WEB_DIST = previousWebDist
    rmSync(webDir, { recursive: true, force: true })
  })

  test('every route, every role, every input class: no response ≥ 500', async ({ assert }) => {
    const started = Date.now()
    const random = seededRandom(SEED)

    // Accounts: the role holders, and separate targets the routes may change or delete.
    const admin = await makeAdmin()
    const creator = await makeCreator()
    const targetCreator = await makeCreator()
    const targetAdmin = await makeAdmin()
    const moderator = await moderatorOf(creator.token, 'fuzz_moderator')
    const targetModerator = await moderatorOf(creator.token, 'fuzz_target_moderator')

    // The stored system settings come back as they were (rows written here: the cached copies dropped).
    const settingsBefore = await db.from('system_settings')
    restoreSettings = async () => {
      await db.from('system_settings').delete()
      if (settingsBefore.length) await db.table('system_settings').multiInsert(settingsBefore)
      await dropSettingsCopies()
    }
    // The API rate limit would answer most of the run with 429.
    await succeeded(call('PUT', '/api/admin/settings', admin.token, { rateLimitEnabled: false }))
    await succeeded(call('PUT', '/api/live/driver', creator.token, { driver: 'simulator' }))
    await succeeded(call('POST', '/api/live/simulator/events', creator.token, { type: 'goLive' }))
    await succeeded(call('POST', '/api/players', creator.token, { name: 'fuzzplayer' }))
    const { overlay } = await succeeded(call('POST', '/api/live/overlay', creator.token))
    const overlaySecret = String(overlay.url).split('/').pop()!
    const impersonation = (
      await succeeded(
        call('POST', `/api/admin/creators/${creator.user.id}/impersonate`, admin.token, { reason: 'fuzz' })
      )
    ).data
    const playerId = Number((await db.from('players').where('creator_id', creator.user.id).first()).id)

    /** A fresh token per route: sign-out and impersonation exit revoke the one they came with. */
    const tokenFor = async (role: RoleName): Promise<string | null> => {
      switch (role) {
        case 'anonymous':
          return null
        case 'admin':
          return issueToken(admin.user)
        case 'creator':
          return issueToken(creator.user)
        case 'moderator':
          return issueToken(moderator.user)
        case 'impersonating':
          return issueToken(creator.user, {
            abilities: ['*', impersonationAbility(impersonation.impersonationId, admin.user.id)],
            name: 'impersonation',
          })
      }
    }

    // Resource rows to aim `:id` at: one of the creator's where the resource is per creator.
    const resourceIds = new Map<string, number>()
    for (const resource of modules.flatMap((m) => m.resources ?? [])) {
      const query = (await resource.model()).default.query()
      if (resource.tenantColumn) query.where(resource.tenantColumn, creator.user.id)
      const row = await query.first()
      resourceIds.set(resource.name, (row?.$primaryKeyValue as number) ?? targetCreator.user.id)
    }
    const validParam = (pattern: string, param: string) => {
      if (param === 'secret') return overlaySecret
      const resource = /^\/api\/resources\/([^/]+)\//.exec(pattern)?.[1]
      if (resource) return String(resourceIds.get(resource) ?? 1)
      if (pattern.startsWith('/api/admin/management/')) return String(targetAdmin.user.id)
      if (pattern.startsWith('/api/moderators/')) return String(targetModerator.user.id)
      return String(targetCreator.user.id)
    }

    let sequence = 0
    /** Every body field the API reads, with a valid value. */
    const baseBody = () => {
      const n = `${SEED}x${sequence++}`
      return {
        name: `Fuzz ${n}`,
        email: `fuzz-${n}@test.local`,
        username: `fuzz-${n}`,
        password: 'Fuzz-pass1!',
        tiktokUsername: `@fuzz_${n.replace(/\W/g, '')}`,
        displayName: `Fuzz ${n}`,
        permissions: ['grant_powerups'],
        status: 'ACTIVE',
        loginType: 'user',
        twoFactorCode: '123456',
        code: '123456',
        currentPassword: 'Wrong-pass1!',
        newPassword: 'Fuzz-pass2!',
        playerId,
        playerName: 'fuzzplayer',
        powerupType: 'glove',
        count: 1,
        expiresInDays: 1,
        aliases: [`alias${n}`],
        isActive: true,
        updates: { name: `fuzzplayer${n}`, aliases: [], isActive: true },
        reason: 'fuzz',
        commands: { glove: true },
        driver: 'simulator',
        type: 'chat',
        msgId: `fuzz-${n}`,
        uniqueId: 'fuzz_moderator',
        nickname: 'Fuzz',
        comment: '@fuzzplayer !glove',
        uid: `fuzz-uid-${n}`,
        channel: 'fuzz',
        profile: { name: 'Fuzz', email: `fuzz-profile-${n}@test.local` },
        preferences: { timezone: 'UTC' },
        siteName: 'Fuzz site',
      }
    }

    const failures: Failure[] = []
    let requests = 0
    const send = async (attempt: Attempt, token: string | null) => {
      requests++
      const outcome = await call(
        attempt.method,
        attempt.path + (attempt.query ? `?${attempt.query}` : ''),
        token,
        attempt.body,
        attempt.contentType
      )
      if (outcome.status >= 500) failures.push({ attempt, ...outcome })
      return outcome
    }

    const routes = Object.values(router.toJSON())
      .flat()
      .map((route) => ({ ...route, pattern: route.pattern.startsWith('/') ? route.pattern : `/${route.pattern}` }))
      .filter((route) => route.pattern !== STREAM_ROUTE)
      .flatMap((route) =>
        route.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, pattern: route.pattern }))
      )
      // Deletes last, so the rows they remove served the other routes first.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
    assert.isAbove(routes.length, 50)

    for (const { method, pattern } of routes) {
      const hasBody = BODY_METHODS.has(method)
      const params = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1])
      const pathWith = (value?: string) => pattern.replace(/:(\w+)/g, (_, param) => value ?? validParam(pattern, param))
      const paths = pattern.endsWith('*') ? wildcardPaths(pattern) : [pathWith()]
      const jsonAttempt = (role: RoleName, input: string, body: unknown, path = paths[0]): Attempt => ({
        method,
        path,
        role,
        input,
        body: hasBody ? JSON.stringify(body) : undefined,
        contentType: hasBody ? 'application/json' : undefined,
      })

      const tokens = new Map<RoleName, string | null>()
      for (const role of ROLE_ORDER) tokens.set(role, await tokenFor(role))

      // Which roles get past authentication and the role checks (a plain valid request).
      const admitted: RoleName[] = []
      for (const role of ROLE_ORDER) {
        const probe = await send(jsonAttempt(role, 'valid', baseBody()), tokens.get(role)!)
        if (probe.status !== 401 && probe.status !== 403) admitted.push(role)
      }
      const primary = admitted[0] ?? 'anonymous'

      // Every other role: what every request passes through (router, body parser, query string).
      const attempts: Attempt[] = []
      for (const role of ROLE_ORDER.filter((other) => other !== primary)) {
        if (hasBody)
          attempts.push(
            jsonAttempt(
              role,
              'NUL in every field',
              mapLeaves(baseBody(), () => 'a\u0000b')
            )
          )
        else attempts.push({ method, path: paths[0], role, input: 'NUL in query string', query: 'q=%00&x=a%00b' })
        if (params.length) attempts.push(jsonAttempt(role, 'param 2147483648', baseBody(), pathWith('2147483648')))
      }

      // The first role admitted: every input class.
      const body = (input: string, raw: string | undefined, contentType = 'application/json'): Attempt => ({
        method,
        path: paths[0],
        role: primary,
        input,
        body: raw,
        contentType: raw === undefined ? undefined : contentType,
      })
      const query = (input: string, raw: string): Attempt => ({
        method,
        path: paths[0],
        role: primary,
        input,
        query: raw,
      })
      const token = tokens.get(primary)!
      for (const path of paths.slice(1)) attempts.push({ method, path, role: primary, input: 'path' })
      attempts.push(query('NUL in query string', 'q=%00&x=a%00b'))
      for (const value of params.length ? PARAM_VALUES : [])
        attempts.push(jsonAttempt(primary, `param ${value}`, baseBody(), pathWith(value)))
      if (hasBody) {
        attempts.push(
          jsonAttempt(
            primary,
            'NUL in every field',
            mapLeaves(baseBody(), () => 'a\u0000b')
          ),
          body('JSON nested 10,000 levels (arrays)', deeplyNested(10_000, 'array')),
          body('JSON nested 10,000 levels (objects)', deeplyNested(10_000, 'object')),
          jsonAttempt(
            primary,
            'lone surrogate in every field',
            mapLeaves(baseBody(), () => 'x\ud800y@test.local')
          ),
          jsonAttempt(
            primary,
            'wrong type in every field',
            mapLeaves(baseBody(), () => [{}])
          ),
          jsonAttempt(
            primary,
            'random value in every field',
            mapLeaves(baseBody(), () => randomValue(random))
          ),
          body('no body', undefined),
          body('JSON array body', '[1,2]'),
          body('JSON scalar body', '"text"'),
          body('malformed JSON', '{"name": '),
          body('form body with NUL', 'name=a%00b&email=%ED%A0%80', 'application/x-www-form-urlencoded')
        )
        if (admitted.length) {
          for (const field of await bodyFields(method, paths[0], primary, token)) {
            for (const value of [...FIELD_VALUES, randomValue(random)]) {
              attempts.push(jsonAttempt(primary, `${field} = ${describe(value)}`, withLeaf(baseBody(), field, value)))
            }
          }
        }
      } else if (admitted.length) {
        // All parameters at once, then each one the route validates on its own (a valid sibling
        // would otherwise answer 400 first).
        const discovered = await queryFields(paths[0], primary, token)
        for (const value of [...QUERY_VALUES, percentEncoded(randomText(random))]) {
          const all = [...new Set([...ALWAYS_QUERY_KEYS, ...discovered])].map((key) => `${key}=${value}`).join('&')
          attempts.push(query(`every parameter = ${value}`, all))
          for (const key of discovered) attempts.push(query(`?${key}=${value}`, `${key}=${value}`))
        }
        for (const raw of listValues(pattern)) attempts.push(query(raw, raw))
      }

      await inParallel(attempts, (attempt) => send(attempt, tokens.get(attempt.role)!))
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(
      `fuzz: seed ${SEED}, ${routes.length} routes, ${requests} requests, ${failures.length} × 5xx, ${seconds} s`
    )
    assert.deepEqual(failures.map(report), [], `seed ${SEED}: ${failures.length} responses ≥ 500`)

    /** Fields a route validates: they are named in its errors when each one holds the wrong type. */
    async function bodyFields(method: string, path: string, role: RoleName, token: string | null) {
      const probe = mapLeaves(baseBody(), (leaf) => (leaf === 'type' ? 'chat' : [[]]))
      const answer = await send(
        { method, path, role, input: 'field probe', body: JSON.stringify(probe), contentType: 'application/json' },
        token
      )
      const named = errorFields(answer.body)
      return leafPaths(baseBody()).filter((leaf) =>
        named.some((field) => field === leaf || field.startsWith(`${leaf}.`))
      )
    }

    async function queryFields(path: string, role: RoleName, token: string | null) {
      const query = QUERY_KEYS.map((key) => `${key}[fuzz]=1`).join('&')
      const answer = await send({ method: 'GET', path, role, input: 'query probe', query }, token)
      const named = errorFields(answer.body)
      return QUERY_KEYS.filter((key) => named.some((field) => field === key || field.startsWith(`${key}.`)))
    }
  }).timeout(600_000)

  test('the push stream answers bad input without a 5xx', async ({ assert }) => {
    const { token } = await makeCreator()
    const queries = [
      '',
      'uid=%00',
      'uid=%ED%A0%80',
      `uid=${encodeURIComponent('İ'.repeat(51))}`,
      `uid=${'x'.repeat(5000)}`,
      'uid[a]=1',
    ]
    for (const query of queries) {
      for (const bearer of [null, token]) {
        const controller = new AbortController()
        const response = await fetch(`${baseUrl()}${STREAM_ROUTE}?${query}`, {
          headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
          signal: controller.signal,
        })
        controller.abort()
        assert.isBelow(response.status, 500, `GET ${STREAM_ROUTE}?${query} (${bearer ? 'signed in' : 'anonymous'})`)
      }
    }
  })
})

/** The JSON answer of a setup call; the run would lose its coverage without it. */
async function succeeded(outcome: Promise<Outcome>) {
  const { status, body } = await outcome
  if (status >= 300) throw new Error(`Fuzz setup call failed with ${status}: ${body}`)
  return JSON.parse(body)
}

/** One request; a connection the server drops counts as a 5xx. */
async function call(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  contentType?: string
): Promise<Outcome> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  let payload: string | undefined
  if (typeof body === 'string' && contentType) payload = body
  else if (body !== undefined) payload = JSON.stringify(body)
  if (payload !== undefined) headers['content-type'] = contentType ?? 'application/json'
  try {
    const response = await fetch(baseUrl() + path, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    })
    return { status: response.status, body: await response.text() }
  } catch (error) {
    return { status: 599, body: `no answer: ${(error as Error).message}` }
  }
}

/** Every UTF-8 byte escaped (a lone surrogate becomes U+FFFD's bytes, as a browser sends it). */
function percentEncoded(text: string) {
  return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
}

/** Concrete paths for a wildcard route: ordinary, traversal and malformed escapes. */
function wildcardPaths(pattern: string) {
  const base = pattern.slice(0, -1).replace(/\/?$/, '/')
  return [
    'kiosk',
    '%E0%A4%A',
    'assets/%E0%A4%A',
    'assets/app.js',
    '%2e%2e/%2e%2e/etc/passwd',
    '%00',
    `${'%C4%B0'.repeat(51)}`,
  ].map((tail) => base + tail)
}

/** react-admin list parameters: bad sort and range, filters with bad values per key the resource declares. */
function listValues(pattern: string) {
  const name = /^\/api\/resources\/([^/]+)$/.exec(pattern)?.[1]
  const resource = modules.flatMap((m) => m.resources ?? []).find((r) => r.name === name)
  if (!resource) return []
  const keys = ['id', 'q', ...Object.keys(resource.filters ?? {})]
  const values: unknown[] = [
    2147483648,
    '99999999999999999999',
    'a\u0000b',
    'İ'.repeat(51),
    [2147483648],
    [null, 'x'],
    {},
    true,
  ]
  return [
    ...keys.flatMap((key) => values.map((value) => `filter=${encodeURIComponent(JSON.stringify({ [key]: value }))}`)),
    ...['0', '[]', '"id"', '[1,2]', '["id","ASC","x"]', '["id",{}]'].map((sort) => `sort=${encodeURIComponent(sort)}`),
    ...['0', '[]', '[0,1e20]', '["a","b"]', '[0.5,2]', '[0,2147483648]'].map(
      (range) => `range=${encodeURIComponent(range)}`
    ),
    'filter=0',
    'filter=%5B%5D',
  ]
}

/** A moderator with every permission, created as the creator's dialog does. */
async function moderatorOf(creatorToken: string, handle: string) {
  const email = `${handle}@test.local`
  await succeeded(
    call('POST', '/api/moderators', creatorToken, {
      username: handle.replace(/_/g, '-'),
      email,
      tiktokUsername: `@${handle}`,
      password: 'Fuzz-pass1!',
      permissions: declaredPermissions().map((permission) => permission.id),
    })
  )
  return { user: await User.findByOrFail('email', email) }
}

function errorFields(body: string): string[] {
  try {
    const errors = JSON.parse(body).errors
    return Array.isArray(errors) ? errors.map((error: { field?: string }) => String(error.field ?? '')) : []
  } catch {
    return []
  }
}

function describe(value: unknown) {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} chars)` : text
}

function report({ attempt, status, body }: Failure) {
  const query = attempt.query ? `?${attempt.query.slice(0, 80)}` : ''
  return `${status} ${attempt.method} ${attempt.path.slice(0, 80)}${query} as ${attempt.role} [${attempt.input.slice(0, 100)}]: ${body.slice(0, 200)}`
}
