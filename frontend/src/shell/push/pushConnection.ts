import { Transmit } from '@adonisjs/transmit-client'
import { creatorChannelOf, type PushMessageOf, type PushTopic } from '../../../../backend/core/shared/push'
import { api } from '../api'
import { session } from '../session'
import { TicketedEventSource } from './ticketedEventSource'

export type PushStatusListener = (connected: boolean) => void

type AnyMessage = { type: string }
type AnyHandler = (message: AnyMessage) => void

interface Connection {
  key: string
  stop: () => void
}

export type TransmitFactory = (options: ConstructorParameters<typeof Transmit>[0]) => Transmit

/** A single-use ticket that opens one push stream (EventSource cannot send the bearer token). */
export const streamTicket = (token: string) =>
  api.post<{ ticket: string }>('/api/push/ticket', undefined, { token }).then((answer) => answer.ticket)

/**
 * One Transmit (SSE) connection per signed-in session, on the creator's channel, shared by every
 * handler of every topic: each message goes to the handlers of its topic (`type`). The stream
 * opens with a ticket bought with the bearer token (again at every reconnect); subscribing sends
 * the token. `connected` is true while the stream is open and the subscription accepted; screens
 * poll while it is false. The connection is open while anyone subscribes or watches the status.
 */
export class PushConnection {
  #handlers = new Map<string, Set<AnyHandler>>()
  #statusListeners = new Set<PushStatusListener>()
  #users = 0
  #connection: Connection | null = null
  #connected = false
  #stopSession: (() => void) | null = null

  constructor(private createTransmit: TransmitFactory = (options) => new Transmit(options)) {}

  get connected() {
    return this.#connected
  }

  /** Calls `handler` for every message of `topic`; returns the unsubscribe. */
  subscribe<Topic extends PushTopic>(topic: Topic, handler: (message: PushMessageOf<Topic>) => void): () => void {
    const handlers = this.#handlers.get(topic.name) ?? new Set()
    this.#handlers.set(topic.name, handlers)
    const added = handler as unknown as AnyHandler
    handlers.add(added)
    const release = this.#retain()
    return () => {
      handlers.delete(added)
      if (!handlers.size) this.#handlers.delete(topic.name)
      release()
    }
  }

  /** Tells `listener` whether push is up, now and at every change; returns the unsubscribe. */
  watchStatus(listener: PushStatusListener): () => void {
    this.#statusListeners.add(listener)
    listener(this.#connected)
    const release = this.#retain()
    return () => {
      this.#statusListeners.delete(listener)
      release()
    }
  }

  /** Connects on the first user, closes after the last. */
  #retain() {
    this.#users += 1
    this.#stopSession ??= session.subscribe(() => this.#sync())
    this.#sync()
    let released = false
    return () => {
      if (released) return
      released = true
      this.#users -= 1
      if (this.#users) return
      this.#stopSession?.()
      this.#stopSession = null
      this.#close()
    }
  }

  /** Follows sign-in, sign-out and impersonation: one connection for the current token. */
  #sync() {
    const { token, user } = session.get()
    const channel = creatorChannelOf(user)
    const key = token && channel ? `${token}|${channel}` : null
    if (this.#connection?.key === key) return
    this.#close()
    // Without EventSource (old browsers, test DOMs) screens simply keep polling.
    if (key && typeof EventSource !== 'undefined') this.#connection = this.#open(key, token!, channel!)
  }

  #open(key: string, token: string, channel: string): Connection {
    const transmit = this.createTransmit({
      baseUrl: window.location.origin,
      maxReconnectAttempts: Number.POSITIVE_INFINITY,
      eventSourceFactory: (url) =>
        new TicketedEventSource(new URL(url), () => streamTicket(token)) as unknown as EventSource,
      beforeSubscribe: (request: Request) => request.headers.set('Authorization', `Bearer ${token}`),
      beforeUnsubscribe: (request: Request) => request.headers.set('Authorization', `Bearer ${token}`),
      onSubscription: () => this.#setConnected(true),
      onSubscribeFailed: () => this.#setConnected(false),
    })
    const down = () => this.#setConnected(false)
    transmit.on('disconnected', down)
    transmit.on('reconnecting', down)
    const subscription = transmit.subscription(channel)
    const stopMessages = subscription.onMessage<AnyMessage>((message) => {
      this.#handlers.get(message?.type)?.forEach((handler) => handler(message))
    })
    void subscription.create()
    return {
      key,
      stop: () => {
        stopMessages()
        transmit.close()
      },
    }
  }

  #close() {
    this.#connection?.stop()
    this.#connection = null
    this.#setConnected(false)
  }

  #setConnected(connected: boolean) {
    if (this.#connected === connected) return
    this.#connected = connected
    this.#statusListeners.forEach((listener) => listener(connected))
  }
}

/** The app's push connection (one per session). */
export const pushConnection = new PushConnection()
