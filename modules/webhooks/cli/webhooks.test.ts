import { describe, expect, test } from 'vitest'
import { loginAs } from '../../../cli/tests/helpers.js'
import { parseEvents } from './webhooks.js'

/** A public address: adding only checks where it points; nothing here waits for it to answer. */
const PUBLIC_URL = 'https://93.184.215.14/powerdeck-cli-test'

describe('powerdeck webhooks', () => {
  test('add prints the secret once; list, test, deliveries and remove work on it', async () => {
    const creator = await loginAs('creator')
    const added = await creator.run(['webhooks', 'add', PUBLIC_URL, '--events', 'gift.credited,live.started', '--json'])
    expect(added.code, added.stderr).toBe(0)
    const { id, secret, events, enabled } = added.json()
    expect(secret).toMatch(/^whsec_/)
    expect(events).toEqual(['gift.credited', 'live.started'])
    expect(enabled).toBe(true)
    try {
      const listed = await creator.run(['webhooks', 'list'])
      expect(listed.code, listed.stderr).toBe(0)
      expect(listed.stdout).toContain(PUBLIC_URL)
      expect(listed.stdout).not.toContain(secret)

      const tested = await creator.run(['webhooks', 'test', String(id), '--json'])
      expect(tested.code, tested.stderr).toBe(0)
      const { deliveryId } = tested.json()
      const log = await creator.run(['webhooks', 'deliveries', String(id), '--json'])
      expect(log.json().deliveries.map((delivery: { id: number }) => delivery.id)).toContain(deliveryId)
      expect(log.json().deliveries[0]).toMatchObject({ event: 'webhook.test' })

      const other = await loginAs('creator2')
      const refused = await other.run(['webhooks', 'deliveries', String(id)])
      expect(refused.code).toBe(1)
      expect(refused.stderr).toBe('Error: Webhook not found\n')
    } finally {
      const removed = await creator.run(['webhooks', 'remove', String(id), '--yes'])
      expect(removed.code, removed.stderr).toBe(0)
      expect(removed.stdout).toBe(`✔ Webhook ${id} deleted\n`)
    }
  })

  test('a private target, unknown events and bad ids are refused with clear messages', async () => {
    expect(() => parseEvents('gift.credited,match.won')).toThrow('--events takes a comma list of gift.credited')
    expect(parseEvents('Live.Started, live.started')).toEqual(['live.started'])
    const creator = await loginAs('creator')
    const privateTarget = await creator.run([
      'webhooks',
      'add',
      'http://169.254.169.254/latest',
      '--events',
      'live.ended',
    ])
    expect(privateTarget.code).toBe(1)
    expect(privateTarget.stderr).toContain('private, local or reserved network address')
    const badEvents = await creator.run(['webhooks', 'add', PUBLIC_URL, '--events', 'nope'])
    expect(badEvents.code).toBe(2)
    const badId = await creator.run(['webhooks', 'test', 'abc'])
    expect(badId.code).toBe(2)
  })
})
