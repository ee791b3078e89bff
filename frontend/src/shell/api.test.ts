import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadEnglish } from '../test/i18n'
import { mockFetch } from '../test/utils'
import { api, ApiError, errorMessage, onUnauthorized, retryOnTooManyRequests, STORAGE_KEYS } from './api'
import { setLanguage } from './i18n'

describe('api client', () => {
  it('sends JSON with the stored bearer token and drops empty query values', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok')
    const fetchMock = mockFetch({ 'POST /api/things': { body: { success: true, data: 1 } } })
    await expect(api.post('/api/things', { a: 1 }, { query: { page: 2, search: '' } })).resolves.toEqual({
      success: true,
      data: 1,
    })
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/things?page=2')
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}' })
    expect(init!.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' })
  })

  it('passes the HTTP cache mode on (revalidation by ETag)', async () => {
    const fetchMock = mockFetch({ 'GET /api/things': { body: { success: true } } })
    await api.get('/api/things', { cache: 'no-cache' })
    await api.get('/api/things')
    expect(fetchMock.mock.calls.map(([, init]) => init?.cache)).toEqual(['no-cache', undefined])
  })

  it("throws an ApiError with the status and the server's error", async () => {
    mockFetch({ 'GET /api/x': { status: 409, body: { success: false, error: 'Already exists' } } })
    const error = await api.get('/api/x').catch((caught) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, message: 'Already exists' })
    expect(errorMessage(error, 'fallback')).toBe('Already exists')
    expect(errorMessage(new Error('network'), 'fallback')).toBe('fallback')
  })

  it('reports a 401 to the session only for calls made with the stored token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok')
    mockFetch({ 'GET /api/x': { status: 401, body: { success: false, error: 'Unauthorized' } } })
    const listener = vi.fn()
    const stop = onUnauthorized(listener)
    await api.get('/api/x', { token: 'explicit' }).catch(() => undefined)
    expect(listener).not.toHaveBeenCalled()
    await api.get('/api/x').catch(() => undefined)
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
  })
})

describe('retryOnTooManyRequests', () => {
  const tooMany = new ApiError(429, 'Too many requests')

  it('waits 1 s, 2 s and 3 s between attempts, then gives up', async () => {
    const call = vi.fn().mockRejectedValue(tooMany)
    const wait = vi.fn().mockResolvedValue(undefined)
    await expect(retryOnTooManyRequests(call, undefined, wait)).rejects.toBe(tooMany)
    expect(call).toHaveBeenCalledTimes(4)
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 3000])
  })

  it('returns as soon as an attempt succeeds and does not retry other errors', async () => {
    const wait = vi.fn().mockResolvedValue(undefined)
    const flaky = vi.fn().mockRejectedValueOnce(tooMany).mockResolvedValue('ok')
    await expect(retryOnTooManyRequests(flaky, undefined, wait)).resolves.toBe('ok')
    expect(wait).toHaveBeenCalledTimes(1)

    const broken = vi.fn().mockRejectedValue(new ApiError(500, null))
    await expect(retryOnTooManyRequests(broken, undefined, wait)).rejects.toMatchObject({ status: 500 })
    expect(broken).toHaveBeenCalledTimes(1)
  })
})

describe('server failures in the page language', () => {
  afterEach(() => loadEnglish())

  it("shows a failure's code as errors.<code> with its params, else the server's English text", () => {
    setLanguage('es', { errors: { players: { exists: 'Ya existe un jugador llamado %{name}' } } })
    const known = new ApiError(400, 'A player named Ana already exists', {
      success: false,
      error: 'A player named Ana already exists',
      code: 'players.exists',
      params: { name: 'Ana' },
    })
    expect(known.message).toBe('Ya existe un jugador llamado Ana')
    expect(known.code).toBe('players.exists')
    expect(known.serverMessage).toBe('A player named Ana already exists')
    expect(errorMessage(known, 'fallback')).toBe('Ya existe un jugador llamado Ana')
    const unknown = new ApiError(400, 'Something new', {
      success: false,
      error: 'Something new',
      code: 'players.new_rule',
    })
    expect(unknown.message).toBe('Something new')
    expect(errorMessage(new ApiError(500, null), 'Inténtalo de nuevo')).toBe('Inténtalo de nuevo')
  })
})
