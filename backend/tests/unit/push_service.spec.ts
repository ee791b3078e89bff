import { test } from '@japa/runner'
import transmit from '@adonisjs/transmit/services/main'
import modules from '#config/modules'
import { push } from '#core/push/push_service'
import { creatorChannel, pushTopic, type PushTopic } from '#core/shared/push'

/** Records what the push service hands Transmit instead of broadcasting it. */
function recordBroadcasts(cleanup: (callback: () => void) => void) {
  const sent: { channel: string; payload: unknown }[] = []
  const original = transmit.broadcast
  transmit.broadcast = (channel, payload) => void sent.push({ channel, payload })
  cleanup(() => (transmit.broadcast = original))
  return sent
}

test.group('Kernel push service', () => {
  test("a module's declared topic goes to the creator's channel as { type, ...payload }", ({ assert, cleanup }) => {
    const sent = recordBroadcasts(cleanup)
    const declared = modules.flatMap((module) => module.pushTopics ?? [])
    assert.isAbove(declared.length, 0, 'the enabled modules declare their topics')
    for (const topic of declared) push.publish(7, topic as PushTopic<string, { detail: number }>, { detail: 1 })
    assert.deepEqual(
      sent,
      declared.map((topic) => ({ channel: creatorChannel(7), payload: { type: topic.name, detail: 1 } }))
    )
  })

  test('a topic without fields travels as { type } alone, on any channel it is sent to', ({ assert, cleanup }) => {
    const sent = recordBroadcasts(cleanup)
    const topic = modules.flatMap((module) => module.pushTopics ?? [])[0]
    push.publishTo('overlays/some-key', topic)
    assert.deepEqual(sent, [{ channel: 'overlays/some-key', payload: { type: topic.name } }])
  })

  test('an undeclared topic is refused (throws outside production) and nothing is sent', ({ assert, cleanup }) => {
    const sent = recordBroadcasts(cleanup)
    assert.throws(
      () => push.publish(7, pushTopic('not:declared')),
      'Push topic "not:declared" is not declared in any module\'s pushTopics'
    )
    assert.throws(() => push.publishTo('overlays/some-key', pushTopic('not:declared')))
    assert.deepEqual(sent, [])
  })
})
