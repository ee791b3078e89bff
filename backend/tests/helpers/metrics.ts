import type { ApiClient } from '@japa/api-client'
import env from '#start/env'

export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789'

/** Runs `body` with METRICS_TOKEN set (GET /metrics on), restoring it after. */
export async function withMetricsToken<T>(body: () => Promise<T>) {
  const previous = env.get('METRICS_TOKEN')
  env.set('METRICS_TOKEN', TEST_METRICS_TOKEN)
  try {
    return await body()
  } finally {
    env.set('METRICS_TOKEN', previous ?? '')
  }
}

/** The scrape's value of one series (`name{labels}` as Prometheus writes it), or undefined. */
export async function scrapedValue(client: ApiClient, series: string) {
  const response = await client.get('/metrics').bearerToken(TEST_METRICS_TOKEN)
  response.assertStatus(200)
  const line = response
    .text()
    .split('\n')
    .find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}
