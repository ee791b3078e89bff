import type { ApiClient } from '@japa/api-client'
import type { Group } from '@japa/runner/core'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#core/users/user'
import { makeCreator } from '#tests/helpers/accounts'
import { setDriver } from '../../services/live_settings_service.js'
import { liveManager } from '../../services/live_connections.js'
import { liveSessionWrites } from '../../services/live_sessions_service.js'
import { flushChatCounts } from '../../services/chat_tally.js'
import { finishGiftIngest } from '../../services/gifts_service.js'
import type { ChatEvent, GiftEvent, LiveEvent } from '../../../shared/live.js'
import type { GiftRow } from '../../services/gift_batch_writer.js'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#core/database/time'

let sequence = 0
export const nextMsgId = () => `t${Date.now().toString(36)}-${(sequence++).toString(36)}`

/** A creator rehearsing on the simulator (with a TikTok username unless told otherwise). */
export async function makeLiveCreator(overrides: Partial<User> = {}) {
  const account = await makeCreator(overrides)
  await setDriver(account.user.id, 'simulator')
  return account
}

export function gift(overrides: Partial<GiftEvent> = {}): GiftEvent {
  return {
    type: 'gift',
    msgId: nextMsgId(),
    uniqueId: 'luna.plays',
    nickname: 'Luna',
    giftName: 'Galaxy',
    giftType: 2,
    diamondCount: 1000,
    repeatCount: 1,
    repeatEnd: true,
    ...overrides,
  }
}

/** A live_gifts row of `creatorId` as the ingest writes it (one Rose from 'fan', a fresh msgId). */
export function giftRow(creatorId: number, overrides: Partial<GiftRow> = {}): GiftRow {
  return {
    creator_id: creatorId,
    msg_id: nextMsgId(),
    gifter_username: 'fan',
    gifter_display_name: null,
    gift_name: 'Rose',
    gift_count: 1,
    diamond_value: 1,
    received_at: dbTimestamp(DateTime.now()),
    ...overrides,
  }
}

export function chat(comment: string, overrides: Partial<ChatEvent> = {}): ChatEvent {
  return { type: 'chat', msgId: nextMsgId(), uniqueId: 'viewer_1', nickname: 'Viewer', comment, ...overrides }
}

/** Posts one simulator event as the creator. */
export function simulate(client: ApiClient, token: string, event: LiveEvent | Record<string, unknown>) {
  return client.post('/api/live/simulator/events').bearerToken(token).json(event)
}

/** Takes the creator's simulated stream live (connected) and returns the answer. */
export async function goLive(client: ApiClient, token: string) {
  const response = await simulate(client, token, { type: 'goLive' })
  response.assertStatus(200)
  return response
}

/** A JSON column as read raw: PostgreSQL parses it, SQLite hands the text. */
export const jsonOf = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)

/** Waits (bounded) until `check` holds: for events that arrive over a socket. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 5_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Each test in a rolled-back transaction; the process's connections are dropped after it and the
 * live records written inside it, so a reused creator id (SQLite reuses rolled-back ids) starts
 * with nothing watched and nothing counted.
 */
export function isolateLiveTests(group: Group) {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(async () => {
    await liveManager.stop()
    await finishGiftIngest()
    await liveSessionWrites()
    await flushChatCounts()
  })
}

/** A moderator created through the moderators API, with a TikTok handle (`handle`, no @) and permissions. */
export async function chatModerator(client: ApiClient, creatorToken: string, permissions: string[]) {
  const username = `chatmod${Date.now().toString(36)}${(sequence++).toString(36)}`
  const response = await client
    .post('/api/moderators')
    .bearerToken(creatorToken)
    .json({
      username,
      email: `${username}@test.local`,
      tiktokUsername: `@${username}_tt`,
      password: 'Strong-pass!',
      displayName: username,
      permissions,
    })
  response.assertStatus(201)
  return { id: response.body().moderator.id as number, handle: `${username}_tt` }
}
