import { Transmit } from '@adonisjs/transmit-client'
import { api, session } from '@shell'
import { creatorChannelOf, type PushMessage } from '../../shared/push'
import { TicketedEventSource } from './ticketedEventSource'

export type PushListener = (message: PushMessage) => void
export type PushStatusListener = (connected: boolean) => void

interface Connection {
  key: string
  stop: () => void
}

export type TransmitFactory = (options: ConstructorParameters<typeof Transmit>[0]) => Transmit

/** A single-use ticket that opens one push stream (EventSource cannot send the bearer token). */
export const streamTicket = (token: string) =>
  api.post<{ ticket: string }>('/api/push/ticket', undefined, { token }).then((answer) => answer.ticket)

/**
 * One Transmit (SSE) connection per signed-in session, shared by every screen that listens:
 * the creator's channel. The stream opens with a ticket bought with the bearer token (again at
 * every reconnect); subscribing sends the token. `connected` is true while the stream is open
 * and the subscription accepted; screens poll while it is false.
 */
export class LiveChannel {
  #listeners = new Set<PushListener>()
  #statusListeners = new Set<PushStatusListener>()
  #connection: Connection | null = null
  #connected = false
  #stopSession: (() => void) | null = null

  constructor(private createTransmit: TransmitFactory = (options) => new Transmit(options)) {}

  get connected() {
    return this.#connected
  }

  /** Listens to the channel (connecting on the first listener); returns the unsubscribe. */
  listen(listener: PushListener, onStatus?: PushStatusListener): () => void {
    this.#listeners.add(listener)
    if (onStatus) {
      this.#statusListeners.add(onStatus)
      onStatus(this.#connected)
    }
    this.#stopSession ??= session.subscribe(() => this.#sync())
    this.#sync()
    return () => {
      this.#listeners.delete(listener)
      if (onStatus) this.#statusListeners.delete(onStatus)
      if (this.#listeners.size) return
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
      eventSourceFactory: (url) => new TicketedEventSource(new URL(url), () => streamTicket(token)) as unknown as EventSource,
      beforeSubscribe: (request: Request) => request.headers.set('Authorization', `Bearer ${token}`),
      beforeUnsubscribe: (request: Request) => request.headers.set('Authorization', `Bearer ${token}`),
      onSubscription: () => this.#setConnected(true),
      onSubscribeFailed: () => this.#setConnected(false),
    })
    const down = () => this.#setConnected(false)
    transmit.on('disconnected', down)
    transmit.on('reconnecting', down)
    const subscription = transmit.subscription(channel)
    const stopMessages = subscription.onMessage<PushMessage>((message) => this.#listeners.forEach((l) => l(message)))
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

/** The app's live channel. */
export const liveChannel = new LiveChannel()
