import { test } from '@japa/runner'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeSync, openSync, closeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServerProcess } from '#tests/helpers/server_process'

/**
 * SQLite on a disk that fills up: a write is confirmed only when it is stored. The server runs on
 * a small tmpfs the test mounts (CI runs as root), with the demo accounts.
 */
const DISK = '12m'

function mountSmallDisk() {
  const dir = mkdtempSync(join(tmpdir(), 'powerdeck-full-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK}`, 'tmpfs', dir])
  return {
    dir,
    unmount: () => {
      execFileSync('umount', [dir])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function tryWrite(fd: number, bytes: Buffer) {
  try {
    writeSync(fd, bytes)
    return true
  } catch {
    return false
  }
}

/** Fills the file system holding `dir` to its last byte; answers the filler's path. */
function fillDisk(dir: string) {
  const path = join(dir, 'filler')
  const fd = openSync(path, 'w')
  const chunk = Buffer.alloc(64 * 1024)
  try {
    for (;;) writeSync(fd, chunk)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
    // The last blocks, in ever smaller writes, until not one byte fits.
    for (let size = 32 * 1024; size >= 1; size = Math.floor(size / 2)) {
      while (tryWrite(fd, chunk.subarray(0, size)));
    }
  } finally {
    closeSync(fd)
  }
  return path
}

async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return { status: response.status, body: (await response.json()) as { token?: string; error?: string } }
}

test.group('SQLite on a full disk', () => {
  test('refuses with 507 what it cannot store, confirms only what it stored, and says so on System Health', async ({
    assert,
  }) => {
    const disk = mountSmallDisk()
    const server = await startServerProcess({ DB_CONNECTION: 'sqlite', DATA_DIR: disk.dir, DEMO_DATA: 'true' })
    try {
      const creator = await signIn(server.url, 'creator@powerdeck.local', 'powerdeck-creator')
      const admin = await signIn(server.url, 'admin@powerdeck.local', 'powerdeck-admin')
      const as = (token: string | undefined) => ({
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      })
      const simulate = (event: Record<string, unknown>) =>
        fetch(`${server.url}/api/live/simulator/events`, {
          method: 'POST',
          headers: as(creator.body.token),
          body: JSON.stringify(event),
        })
      assert.equal((await simulate({ type: 'goLive' })).status, 200)
      const filler = fillDisk(disk.dir)

      // Long names and aliases, so the write-ahead log needs new space within a few writes.
      const answers: { name: string; status: number; body: any }[] = []
      for (let i = 0; i < 40; i++) {
        const name = `full_${i}_${'x'.repeat(80)}`
        const aliases = Array.from({ length: 10 }, (_, j) => `alias_${i}_${j}_${'y'.repeat(80)}`)
        const response = await fetch(`${server.url}/api/players`, {
          method: 'POST',
          headers: as(creator.body.token),
          body: JSON.stringify({ name, aliases }),
        })
        answers.push({ name, status: response.status, body: await response.json() })
        if (response.status === 507) assert.equal(response.headers.get('retry-after'), '60')
      }
      // Gifts too: credited only when stored.
      const gifts: { msgId: string; status: number }[] = []
      for (let i = 0; i < 20; i++) {
        const msgId = `full-gift-${i}`
        const gift = { type: 'gift', msgId, uniqueId: `full.gifter.${i}`, nickname: msgId, giftName: 'Rose' }
        const response = await simulate({ ...gift, giftType: 1, diamondCount: 1, repeatCount: 1, repeatEnd: true })
        gifts.push({ msgId, status: response.status })
      }
      assert.deepEqual(
        gifts.filter((gift) => gift.status !== 200 && gift.status !== 507),
        []
      )
      const refused = answers.filter((answer) => answer.status === 507)
      const confirmed = answers.filter((answer) => answer.status === 201)
      // Reads go on while the disk is full: every confirmed player is there, no refused one.
      const listed = await fetch(`${server.url}/api/players`, { headers: as(creator.body.token) })
      const names = new Set(((await listed.json()) as any).players.map((player: any) => player.name))
      for (const answer of confirmed) assert.isTrue(names.has(answer.name), `confirmed ${answer.name} was lost`)
      for (const answer of refused) assert.isFalse(names.has(answer.name), `refused ${answer.name} was stored`)
      const giftList = await fetch(`${server.url}/api/tiktok-optimized/gifts/recent?limit=100`, {
        headers: as(creator.body.token),
      })
      const stored = new Set(((await giftList.json()) as any).gifts.map((gift: any) => gift.gifterDisplayName))
      for (const gift of gifts.filter(({ status }) => status === 200))
        assert.isTrue(stored.has(gift.msgId), `credited ${gift.msgId} was lost`)
      assert.isAbove(refused.length, 0, 'the disk never filled')
      const others = answers.filter((answer) => answer.status !== 201 && answer.status !== 507)
      assert.deepEqual(
        others.map((answer) => answer.body),
        []
      )
      assert.match(refused[0].body.error, /out of storage space/)
      const lateSignIn = await signIn(server.url, 'creator2@powerdeck.local', 'powerdeck-creator')
      assert.include([200, 507], lateSignIn.status)

      const health = await fetch(`${server.url}/api/admin/system-health`, { headers: as(admin.body.token) })
      const database = ((await health.json()) as any).services.find((service: any) => service.id === 'database')
      assert.equal(database.status, 'error')
      assert.match(database.detail, /Writes failing since .*SQLITE_FULL/)

      rmSync(filler)
      // A token handed out while full works, or none was handed out.
      if (lateSignIn.status === 200) {
        const me = await fetch(`${server.url}/api/auth/me`, { headers: as(lateSignIn.body.token) })
        assert.equal(me.status, 200)
      }
      const after = await fetch(`${server.url}/api/players`, {
        method: 'POST',
        headers: as(creator.body.token),
        body: JSON.stringify({ name: 'after_space_freed' }),
      })
      assert.equal(after.status, 201)
    } finally {
      await server.stop()
      disk.unmount()
    }
  }).timeout(300_000)
})
