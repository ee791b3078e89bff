import type { ApiClient } from '@japa/api-client'

/** Rules' test surface: a gift rule created through the API (201), as its creator would. */
export async function addRule(client: ApiClient, token: string, body: Record<string, unknown>) {
  const response = await client.post('/api/rules').bearerToken(token).json(body)
  response.assertStatus(201)
  return response.body().rule as { id: number }
}
