import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import {
  SignatureRateLimitError,
  TikTokLiveConnection,
  WebcastChatMessage,
  WebcastGiftMessage,
} from 'tiktok-live-connector'
import { TiktokDriver } from '../../drivers/tiktok_driver.js'
import type { LiveSession } from '../../drivers/driver.js'
import { tiktokHostOverrides } from '../../services/live_drivers.js'
import { TiktokStandIn, type StandInGift } from '../helpers/tiktok_standin.js'
import { encodeChat, encodeGift } from '../helpers/tiktok_wire.js'
import { eventually } from '../helpers/live.js'
import type { LiveEvent } from '../../../shared/live.js'

let standIn: TiktokStandIn
let driver: TiktokDriver
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A session of the real connector (tiktok driver) that records what reaches it. */
async function listen(username: string) {
  const seen = { frames: 0, events: [] as LiveEvent[], closed: [] as string[] }
  const session: LiveSession = await driver.connect(username, {
    event: async (event) => void seen.events.push(event),
    frame: () => void (seen.frames += 1),
    closed: (reason) => void seen.closed.push(reason),
  })
  await eventually(() => standIn.connections(username) > 0)
  return { ...seen, session, seen }
}

const rose = (msgId: string, overrides: Partial<StandInGift> = {}): StandInGift => ({
  msgId,
  uniqueId: 'rose_fan',
  giftName: 'Rose',
  giftType: 1,
  diamondCount: 1,
  repeatCount: 1,
  repeatEnd: true,
  ...overrides,
})
const msgIdsOf = (events: LiveEvent[]) => events.map((event) => ('msgId' in event ? event.msgId : event.type))

test.group('TikTok stand-in primitives through the real connector', (group) => {
  group.setup(async () => {
    standIn = await TiktokStandIn.start({ keepAliveMs: 50 })
    driver = new TiktokDriver({
      signApiUrl: standIn.signApiUrl,
      connectsPerMinute: 100,
      stallTimeoutMs: 60_000,
      connectionOptions: standIn.connectionOptions(),
    })
    return () => standIn.stop()
  })
  group.each.teardown(() => {
    standIn.replayOnConnect = 0
  })

  test('a live room gets a keep-alive frame every keepAliveMs, which is no gift or chat', async ({ assert }) => {
    standIn.live.set('steady_star', true)
    const { seen, session } = await listen('steady_star')
    await eventually(() => seen.frames >= 4)
    assert.deepEqual(seen.events, [])

    standIn.endStream('steady_star')
    await eventually(() => seen.closed.length === 1)
    const framesAfterEnd = seen.frames
    await sleep(200)
    assert.equal(seen.frames, framesAfterEnd, 'an ended stream sends no keep-alive')
    await session.close()
  })

  test('stall: the socket stays open and silent, gifts included, until unstall', async ({ assert }) => {
    standIn.live.set('stuck_star', true)
    const { seen, session } = await listen('stuck_star')
    await eventually(() => seen.frames >= 1)

    standIn.stall('stuck_star')
    await sleep(60)
    const framesAtStall = seen.frames
    standIn.sendGift('stuck_star', rose('301'))
    await sleep(300)
    assert.equal(seen.frames, framesAtStall, 'no frame at all while stalled')
    assert.deepEqual(seen.events, [])
    assert.equal(standIn.connections('stuck_star'), 1)
    assert.deepEqual(seen.closed, [])

    standIn.unstall('stuck_star')
    standIn.sendGift('stuck_star', rose('302'))
    await eventually(() => seen.events.length === 1)
    assert.deepEqual(msgIdsOf(seen.events), ['302'], 'the gift sent during the stall was lost on that socket')
    await eventually(() => seen.frames >= framesAtStall + 3)
    await session.close()
  })

  test('replay on reconnect: a new socket first gets the last gifts and chats with their msgIds', async ({
    assert,
  }) => {
    standIn.live.set('replay_star', true)
    standIn.replayOnConnect = 2
    const first = await listen('replay_star')
    standIn.sendGift('replay_star', rose('401'))
    standIn.sendChat('replay_star', { msgId: '402', uniqueId: 'viewer', comment: 'hi' })
    standIn.sendGift('replay_star', rose('403', { repeatCount: 5 }))
    await eventually(() => first.seen.events.length === 3)
    assert.deepEqual(msgIdsOf(first.seen.events), ['401', '402', '403'])

    standIn.dropConnections()
    await eventually(() => first.seen.closed.length === 1)
    await first.session.close()
    const second = await listen('replay_star')
    await eventually(() => second.seen.events.length === 2)
    assert.deepEqual(msgIdsOf(second.seen.events), ['402', '403'])
    assert.containsSubset(second.seen.events[1], { type: 'gift', repeatCount: 5 })
    await second.session.close()
  })

  test('changeRoom: the old room is closed and a reconnect lands in the new room', async ({ assert }) => {
    standIn.live.set('restart_star', true)
    const first = await listen('restart_star')
    const oldRoom = first.session.roomId
    assert.equal(oldRoom, standIn.roomIdOf('restart_star'))

    const newRoom = standIn.changeRoom('restart_star')
    assert.notEqual(newRoom, oldRoom)
    await eventually(() => first.seen.closed.length === 1)
    await first.session.close()

    const second = await listen('restart_star')
    assert.equal(second.session.roomId, newRoom)
    standIn.sendGift('restart_star', rose('501'))
    await eventually(() => second.seen.events.length === 1)
    assert.deepEqual(msgIdsOf(second.seen.events), ['501'])
    await second.session.close()
  })

  test('sendBatch: many gifts and chats arrive in one frame, in order', async ({ assert }) => {
    standIn.live.set('batch_star', true)
    standIn.keepAliveMs = 60_000
    try {
      const { seen, session } = await listen('batch_star')
      const framesBefore = seen.frames
      standIn.sendBatch('batch_star', [
        { gift: rose('601', { repeatCount: 1, repeatEnd: false, groupId: '77' }) },
        { chat: { msgId: '602', uniqueId: 'viewer', comment: '!status' } },
        { gift: rose('603', { repeatCount: 2, repeatEnd: true, groupId: '77' }) },
      ])
      await eventually(() => seen.events.length === 3)
      assert.equal(seen.frames, framesBefore + 1)
      assert.deepEqual(msgIdsOf(seen.events), ['601', '602', '603'])
      assert.containsSubset(seen.events[2], { type: 'gift', repeatCount: 2, repeatEnd: true })
      await session.close()
    } finally {
      standIn.keepAliveMs = 50
    }
  })

  test('429: Retry-After and x-ratelimit-reset reach the connector, the simple form still works', async ({
    assert,
  }) => {
    standIn.live.set('limited_star', true)
    const resetAt = Math.floor(Date.now() / 1000) + 45
    const connectOnce = () =>
      new TikTokLiveConnection('limited_star', {
        ...standIn.connectionOptions(),
        webClientOptions: { ...standIn.connectionOptions().webClientOptions, retry: { limit: 0 } },
      } as ConstructorParameters<typeof TikTokLiveConnection>[1]).connect()

    standIn.rateLimitNext = { retryAfter: 12, resetAt }
    const both = await connectOnce().catch((error) => error)
    assert.instanceOf(both, SignatureRateLimitError)
    assert.equal(both.retryAfter, 12_000)
    assert.equal(both.resetTime, resetAt * 1000)

    standIn.rateLimitNext = { resetAt }
    const resetOnly = await connectOnce().catch((error) => error)
    assert.instanceOf(resetOnly, SignatureRateLimitError)
    assert.equal(resetOnly.retryAfter, 0)
    assert.equal(resetOnly.resetTime, resetAt * 1000)

    standIn.rateLimitNext = 7
    const simple = await connectOnce().catch((error) => error)
    assert.equal(simple.retryAfter, 7_000)
    assert.isUndefined(simple.resetTime)
    assert.isNull(standIn.rateLimitNext)
  })
})

test.group('TikTok stand-in wire encoding', () => {
  test("gifts and chats decode with the connector's own protobuf decoders", ({ assert }) => {
    const gift = WebcastGiftMessage.decode(
      encodeGift(
        rose('9007199254740993', {
          uniqueId: 'big_fan',
          nickname: 'Big Fan ✨',
          userId: '7000000000000000001',
          groupId: '42',
          giftName: 'Lion',
          giftType: 2,
          diamondCount: 29999,
          repeatCount: 300,
          repeatEnd: false,
        })
      )
    )
    assert.containsSubset(gift, {
      common: { msgId: '9007199254740993' },
      user: { displayId: 'big_fan', nickname: 'Big Fan ✨', id: '7000000000000000001' },
      gift: { name: 'Lion', type: 2, diamondCount: 29999 },
      groupId: '42',
      repeatCount: 300,
      repeatEnd: 0,
    })
    assert.equal(WebcastGiftMessage.decode(encodeGift(rose('1'))).repeatEnd, 1)
    const chat = WebcastChatMessage.decode(encodeChat({ msgId: '77', uniqueId: 'mod', comment: '@luna !glove' }))
    assert.containsSubset(chat, {
      common: { msgId: '77' },
      user: { displayId: 'mod', nickname: '' },
      content: '@luna !glove',
    })
  })
})

test.group('TikTok driver configured like TIKTOK_WEB_HOST and TIKTOK_CA_FILE', (group) => {
  let dir: string
  group.setup(async () => {
    standIn = await TiktokStandIn.start()
    dir = mkdtempSync(join(tmpdir(), 'standin-ca-'))
    return async () => {
      rmSync(dir, { recursive: true, force: true })
      await standIn.stop()
    }
  })

  test('the host and the CA file reach the stand-in: live check and connect', async ({ assert }) => {
    const caFile = join(dir, 'ca.pem')
    writeFileSync(caFile, standIn.certificatePem)
    driver = new TiktokDriver({
      signApiUrl: standIn.signApiUrl,
      connectsPerMinute: 100,
      stallTimeoutMs: 60_000,
      connectionOptions: tiktokHostOverrides({ webHost: standIn.webHost, caFile }),
    })
    standIn.live.set('env_star', true)
    assert.isTrue(await driver.isLive('env_star'))
    const { session } = await listen('env_star')
    assert.equal(session.roomId, standIn.roomIdOf('env_star'))
    await session.close()
  })

  test('nothing set: no overrides; an unreadable CA file: a clear error', async ({ assert }) => {
    assert.isUndefined(tiktokHostOverrides({}))
    assert.throws(
      () => tiktokHostOverrides({ webHost: standIn.webHost, caFile: join(dir, 'missing.pem') }),
      /TIKTOK_CA_FILE: cannot read/
    )
  })
})
