import { connectivity, isNetworkError } from './connectivity'
import { translate } from './i18n'

/** Browser-storage keys of the session (docs/api/web.md): token, user and the impersonating flag. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  impersonating: 'impersonating',
  /** The admin's context saved while impersonating (docs/api/web.md). */
  adminContext: 'impersonationAdminContext',
} as const

/**
 * A failure answer's message in the page language: `errors.<code>` with the answer's `params`
 * (docs/api: `{ success: false, error, code, params }`), else the server's English `error` (a code
 * this app has no text for: an older or newer server).
 */
export function serverErrorText(body: unknown): string | null {
  const { error, code, params } = (body ?? {}) as { error?: unknown; code?: unknown; params?: unknown }
  if (typeof error !== 'string') return null
  if (typeof code !== 'string') return error
  return translate(`errors.${code}`, { ...(typeof params === 'object' ? params : {}), _: error })
}

/**
 * A failed call: HTTP status and the server's `error` message when it sent one (English, as sent:
 * compare against it), its `code`, and `message` in the page language.
 */
export class ApiError extends Error {
  /** The failure's stable code (`players.exists`), when the server sent one. */
  readonly code: string | null
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly body: unknown = null,
    /** A 429's Retry-After in seconds (null when the server gave none). */
    readonly retryAfterSeconds: number | null = null
  ) {
    super(serverErrorText(body) ?? serverMessage ?? `HTTP ${status}`)
    this.name = 'ApiError'
    const code = (body as { code?: unknown } | null)?.code
    this.code = typeof code === 'string' ? code : null
  }
}

/** The server's message for a failed call (in the page language), else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.message : fallback
}

export type Query = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  query?: Query
  /** Overrides the stored token (null: send none); the caller then handles its own 401. */
  token?: string | null
  signal?: AbortSignal
  /** The browser HTTP cache mode; `no-cache` revalidates a stored answer by its ETag (304). */
  cache?: RequestCache
  /** Sent as `Idempotency-Key`: the server answers a repeat with the same key as it did the first time (docs/api). */
  idempotencyKey?: string
}

const unauthorizedListeners = new Set<() => void>()

/** Called when a request sent with the stored token is answered 401; returns an unsubscribe. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

function withQuery(path: string, query: Query = {}) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}) {
  const storedToken = options.token === undefined
  const token = storedToken ? localStorage.getItem(STORAGE_KEYS.token) : options.token
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey

  let response: Response
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
      cache: options.cache,
    })
  } catch (error) {
    // No answer at all: the screens show the app offline until the server answers again.
    if (isNetworkError(error)) connectivity.reportUnreachable()
    throw error
  }
  connectivity.reportAnswer()
  const payload = await response.json().catch(() => null)
  if (!response.ok || payload?.success === false) {
    if (response.status === 401 && storedToken && token) unauthorizedListeners.forEach((listener) => listener())
    const message = typeof payload?.error === 'string' ? payload.error : null
    throw new ApiError(response.status, message, payload, retryAfterSeconds(response))
  }
  return payload as T
}

/** A 429's Retry-After (seconds, or an HTTP date), else null. */
function retryAfterSeconds(response: Response) {
  const header = response.status === 429 ? response.headers.get('Retry-After') : null
  if (!header) return null
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : null
}

/** JSON client for the spec's calls: bearer token from storage, errors as ApiError. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
}

/** A fresh Idempotency-Key: 128 random bits (getRandomValues also works on plain-HTTP LAN addresses, randomUUID does not). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Retries a call answered 429 once per delay (docs/api/web.md: 1 s, 2 s, 3 s), then rethrows. */
export async function retryOnTooManyRequests<T>(
  call: () => Promise<T>,
  delays: readonly number[] = [1000, 2000, 3000],
  wait: (ms: number) => Promise<unknown> = sleep
): Promise<T> {
  for (const delay of delays) {
    try {
      return await call()
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 429)) throw error
      await wait(delay)
    }
  }
  return call()
}
