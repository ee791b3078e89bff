import { CliError, ServerUnreachableError } from './errors.js'

export const NOT_SIGNED_IN = 'Not signed in or session expired: run `powerdeck login`'
const TIMEOUT_MS = 30_000

/** A refusal from the server (`{ success: false, error }`), with its HTTP status. */
export class ApiRequestError extends CliError {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    /** A 429's Retry-After in seconds (null when the server gave none). */
    readonly retryAfterSeconds: number | null = null
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

type QueryValue = string | number | boolean | undefined | null
export interface RequestOptions {
  /** Query string; undefined and null values are left out. */
  query?: Record<string, QueryValue>
  /** JSON body. */
  body?: unknown
  /** Send the bearer token (default). Sign-in and setup go without one. */
  auth?: boolean
  /** Give up after this many ms (default 30 s): the server counts as unreachable. */
  timeoutMs?: number
  /** The caller's cancel (e.g. Ctrl-C): the request is dropped and throws the signal's reason. */
  signal?: AbortSignal
}

/**
 * The Powerdeck HTTP API from the CLI: bearer token, JSON in and out, and every failure turned
 * into one clear message (unreachable server, expired session, the server's `error` text).
 */
export class ApiClient {
  constructor(
    readonly server: string,
    private readonly token: string | null
  ) {}

  get<T = any>(path: string, options?: Omit<RequestOptions, 'body'>) {
    return this.request<T>('GET', path, options)
  }
  post<T = any>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) {
    return this.request<T>('POST', path, { ...options, body })
  }
  put<T = any>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) {
    return this.request<T>('PUT', path, { ...options, body })
  }
  patch<T = any>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) {
    return this.request<T>('PATCH', path, { ...options, body })
  }
  delete<T = any>(path: string, options?: Omit<RequestOptions, 'body'>) {
    return this.request<T>('DELETE', path, options)
  }

  /** One HTTP exchange; a network failure or timeout becomes a `ServerUnreachableError` (exit 3). */
  private async send(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; query?: RequestOptions['query']; body?: string } & Pick<
      RequestOptions,
      'timeoutMs' | 'signal'
    >
  ) {
    const timeoutMs = init.timeoutMs ?? TIMEOUT_MS
    try {
      return await fetch(this.url(path, init.query), {
        method,
        headers: init.headers,
        body: init.body,
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(init.signal ? [init.signal] : [])]),
      })
    } catch (error) {
      if (init.signal?.aborted) throw init.signal.reason
      throw new ServerUnreachableError(this.server, unreachableReason(error, timeoutMs))
    }
  }

  url(path: string, query: RequestOptions['query'] = {}) {
    const url = new URL(path.replace(/^\//, ''), `${this.server}/`)
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
    }
    return url
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.exchange(method, path, options)
    const body = await this.readBody(response, options)
    this.check(response, body, options)
    return body as T
  }

  /**
   * A file the server sends (an export), body unread, for the caller to stream; a refusal throws
   * as `request` does. `timeoutMs` covers reading the whole body too.
   */
  async download(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Response> {
    const response = await this.exchange('GET', path, options)
    // A refusal is read and thrown (`check` throws on any non-2xx answer).
    if (!response.ok) this.check(response, await this.readBody(response, options), options)
    return response
  }

  /** Sends the request with the token (none: NOT_SIGNED_IN, unless the server is unreachable). */
  private async exchange(method: string, path: string, options: RequestOptions) {
    const auth = options.auth ?? true
    if (auth && !this.token) {
      // Without a token the call cannot succeed; an unreachable server is still said as such.
      const probe = await this.send('GET', '/api/health', {})
      await probe.body?.cancel()
      throw new CliError(NOT_SIGNED_IN)
    }
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'powerdeck-cli' }
    if (auth) headers.authorization = `Bearer ${this.token}`
    if (options.body !== undefined) headers['content-type'] = 'application/json'

    return this.send(method, path, {
      headers,
      query: options.query,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    })
  }

  private readBody(response: Response, options: RequestOptions) {
    return readJson(response).catch((error) => {
      if (options.signal?.aborted) throw options.signal.reason
      throw new ServerUnreachableError(this.server, unreachableReason(error, options.timeoutMs ?? TIMEOUT_MS))
    })
  }

  /** Throws the server's refusal (or an answer that is not Powerdeck's) as one clear error. */
  private check(response: Response, body: unknown, options: RequestOptions) {
    if (response.status === 401 && (options.auth ?? true)) throw new ApiRequestError(NOT_SIGNED_IN, 401, body)
    if (body === undefined) {
      throw new ApiRequestError(
        `Unexpected answer from ${this.server} (HTTP ${response.status}): is this a Powerdeck server?`,
        response.status,
        body
      )
    }
    const fields = typeof body === 'object' && body !== null ? (body as { success?: unknown; error?: unknown }) : {}
    if (!response.ok || fields.success === false) {
      const error = fields.error
      const message = typeof error === 'string' && error ? error : `Request failed (HTTP ${response.status})`
      throw new ApiRequestError(message, response.status, body, retryAfterSeconds(response))
    }
  }
}

/** Why a fetch failed, in words: the network error's code, else its message. */
function unreachableReason(error: unknown, timeoutMs = TIMEOUT_MS) {
  if ((error as Error).name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} seconds`
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused (is it running?)',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host name lookup failed',
    ECONNRESET: 'connection reset',
    ETIMEDOUT: 'connection timed out',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
  }
  return (cause?.code && known[cause.code]) || cause?.message || (error as Error).message || String(error)
}

/** A 429's Retry-After (seconds; the HTTP-date form too), else null. */
function retryAfterSeconds(response: Response) {
  const header = response.status === 429 ? response.headers.get('retry-after') : null
  if (!header) return null
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : null
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
