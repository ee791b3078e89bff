import simpleRestProvider from 'ra-data-simple-rest'
import { fetchUtils, HttpError, type DataProvider } from 'react-admin'
import { STORAGE_KEYS } from '../shell/api'

/** fetchJson with the bearer token, and the server's `{ success: false, error }` as the message. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' })
  const token = localStorage.getItem(STORAGE_KEYS.token)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers })
  } catch (error) {
    const serverMessage = error instanceof HttpError ? (error.body as { error?: unknown } | null)?.error : null
    if (error instanceof HttpError && typeof serverMessage === 'string') {
      throw new HttpError(serverMessage, error.status, error.body)
    }
    throw error
  }
}

/** react-admin resources: `/api/resources/<name>` as ra-data-simple-rest expects it. */
export function createDataProvider(apiUrl = '/api/resources'): DataProvider {
  return simpleRestProvider(apiUrl, httpClient)
}
