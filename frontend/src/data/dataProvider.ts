import simpleRestProvider from 'ra-data-simple-rest'
import { fetchUtils, HttpError, type DataProvider } from 'react-admin'
import { serverErrorText, STORAGE_KEYS } from '../shell/api'

/** fetchJson with the bearer token, and the server's `{ success: false, error, code }` as the message (page language). */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' })
  const token = localStorage.getItem(STORAGE_KEYS.token)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers })
  } catch (error) {
    const serverMessage = error instanceof HttpError ? serverErrorText(error.body) : null
    if (error instanceof HttpError && serverMessage) {
      throw new HttpError(serverMessage, error.status, error.body)
    }
    throw error
  }
}

/** react-admin resources: `/api/resources/<name>` as ra-data-simple-rest expects it. */
export function createDataProvider(apiUrl = '/api/resources'): DataProvider {
  return simpleRestProvider(apiUrl, httpClient)
}
