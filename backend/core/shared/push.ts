/**
 * Server push (Transmit SSE), the part both shells and the CLI share. A module declares each
 * topic it publishes once, in its own `shared/` folder (name and payload type), and lists it in
 * its backend manifest (`pushTopics`). On the wire a message is the payload's fields with the
 * topic's name in `type`: `{ type: 'gifts', gifts }`, `{ type: 'players:changed' }`.
 */

/** A push topic: its name, and (as a type only) the fields its messages carry. */
export interface PushTopic<Name extends string = string, Payload extends object = object> {
  readonly name: Name
  /** Never set: carries the payload's type. */
  readonly payload?: Payload
  /** A reload signal (see signalTopic): its repeats are coalesced. */
  readonly signal?: true
}

/** `pushTopic('gifts:cleared')`, `pushTopic<'gifts', { gifts: GiftDto[] }>('gifts')`. */
export function pushTopic<Name extends string, Payload extends object = Record<never, never>>(
  name: Name
): PushTopic<Name, Payload> {
  return { name }
}

/**
 * A topic without fields whose message only says "read again" (`powerups:changed`): one sent
 * within SIGNAL_WINDOW_MS after another of the same topic and channel waits for that window's end,
 * where all such repeats travel as one message. A grant storm then costs a screen (and every
 * process, through Redis) a few messages a second, not one per change, and the last change of a
 * burst is still followed by a message. Only for topics whose order against the channel's other
 * topics does not matter (not `gifts:cleared`, which must reach a screen before the next gifts).
 */
export function signalTopic<Name extends string>(name: Name): PushTopic<Name, Record<never, never>> {
  return { name, signal: true }
}

/** Within this window after a signal was sent, more of the same wait and travel as one (see signalTopic). */
export const SIGNAL_WINDOW_MS = 100

export type PushPayloadOf<Topic> = Topic extends PushTopic<string, infer Payload> ? Payload : never

/** A message of one topic as it travels: `{ type: <topic name>, ...payload }`. */
export type PushMessageOf<Topic> = Topic extends PushTopic<infer Name, infer Payload> ? { type: Name } & Payload : never

/** The payload argument of a publish: none for a topic without fields. */
export type PushPayloadArgs<Topic> = keyof PushPayloadOf<Topic> extends never ? [] : [PushPayloadOf<Topic>]

/** The channel of everyone working for a creator; readable by that creator's users only. */
export const creatorChannel = (creatorId: number) => `creators/${creatorId}`

/**
 * The channel a signed-in user follows: a creator (or an admin impersonating one, signed in as
 * that creator) their own, a moderator their creator's; an admin acting as admin none.
 */
export function creatorChannelOf(user: { role: string; id: number; creatorId: number | null } | null): string | null {
  if (user?.role === 'CREATOR') return creatorChannel(user.id)
  if (user?.role === 'MODERATOR' && user.creatorId) return creatorChannel(user.creatorId)
  return null
}
