import { test } from '@japa/runner'
import transmit from '@adonisjs/transmit/services/main'
import modules from '#config/modules'
import { push } from '#core/push/push_service'
import { creatorChannel, pushTopic, SIGNAL_WINDOW_MS, type PushTopic } from '#core/shared/push'

/** Records what the push service hands Transmit instead of broadcasting it. */
function recordBroadcasts(cleanup: (callback: () => void) => void) {
  const sent: { channel: string; payload: unknown }[] = []
  const original = transmit.broadcast
  transmit.broadcast = (channel, payload) => void sent.push({ channel, payload })
  cleanup(() => {
    push.flushSignals()
    transmit.broadcast = original
  })
  return sent
}

const declaredTopics = () => modules.flatMap((module) => module.pushTopics ?? [])
const signalTopics = () => declaredTopics().filter((topic) => topic.signal)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test.group('Kernel push service', () => {
  test("a module's declared topic goes to the creator's channel as { type, ...payload }", ({ assert, cleanup }) => {
    const sent = recordBroadcasts(cleanup)
    const declared = declaredTopics().filter((topic) => !topic.signal)
    assert.isAbove(declared.length, 0, 'the enabled modules declare their topics')
    for (const topic of declared) push.publish(7, topic as PushTopic<string, { detail: number }>, { detail: 1 })
    assert.deepEqual(
      sent,
      declared.map((topic) => ({ channel: creatorChannel(7), payload: { type: topic.name, detail: 1 } }))
    )
  })

  test('a topic without fields travels as { type } alone, on any channel it is sent to', ({ assert, cleanup }) => {
    const sent = recordBroadcasts(cleanup)
    const topic = declaredTopics()[0]
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

  test('a reload signal goes at once; its repeats within the window travel as one message when it ends', async ({
    assert,
    cleanup,
  }) => {
    const sent = recordBroadcasts(cleanup)
    const [topic] = signalTopics()
    assert.exists(topic, 'powerups:changed and players:changed are signals')
    const message = { channel: creatorChannel(8), payload: { type: topic.name } }

    for (let i = 0; i < 5; i++) push.publish(8, topic)
    assert.deepEqual(sent, [message], 'the first at once, the repeats wait')
    await sleep(SIGNAL_WINDOW_MS * 1.5)
    assert.deepEqual(sent, [message, message], 'the four repeats as one, at the end of the window')
    await sleep(SIGNAL_WINDOW_MS * 1.5)
    assert.lengthOf(sent, 2, 'a window without repeats sends nothing when it ends')

    push.publish(8, topic)
    assert.lengthOf(sent, 3, 'after a quiet window, at once again')
  })

  test('signals of other channels or topics, and topics with fields, are never held back', async ({
    assert,
    cleanup,
  }) => {
    const sent = recordBroadcasts(cleanup)
    const signals = signalTopics()
    assert.isAtLeast(signals.length, 2)
    const withFields = declaredTopics().find((topic) => !topic.signal)! as PushTopic<string, { n: number }>

    for (const creatorId of [9, 10]) for (const topic of signals) push.publish(creatorId, topic)
    for (let n = 0; n < 3; n++) push.publish(9, withFields, { n })
    assert.deepEqual(sent, [
      ...[9, 10].flatMap((creatorId) =>
        signals.map((topic) => ({ channel: creatorChannel(creatorId), payload: { type: topic.name } }))
      ),
      ...[0, 1, 2].map((n) => ({ channel: creatorChannel(9), payload: { type: withFields.name, n } })),
    ])
  })

  test('stopping sends the repeats still waiting at once', ({ assert, cleanup }) => {
    const sent = recordBroadcasts(cleanup)
    const [topic] = signalTopics()
    push.publish(11, topic)
    push.publish(11, topic)
    push.publish(12, topic)
    assert.lengthOf(sent, 2)
    push.flushSignals()
    assert.deepEqual(sent.slice(2), [{ channel: creatorChannel(11), payload: { type: topic.name } }])
    push.publish(11, topic)
    assert.lengthOf(sent, 4, 'no window is left open')
  })
})
