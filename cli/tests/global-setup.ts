import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startBackend } from './backend.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the backend started for this test run (demo data seeded). */
    serverUrl: string
    /** A folder for the run's temporary files (config folders), removed at the end. */
    tempRoot: string
  }
}

/**
 * The run's test files work in parallel as the same demo accounts, so an account can pass the
 * default 100 API requests a minute; the per-user limit is RUN_RATE_LIMIT for the run.
 */
/** API requests a minute per account during the CLI run (rehearsal.test.ts sends one more). */
export const RUN_RATE_LIMIT = 1_000

async function liftApiRateLimit(url: string) {
  const signIn = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@powerdeck.local', password: 'powerdeck-admin' }),
  })
  const { token } = (await signIn.json()) as { token: string }
  const raised = await fetch(`${url}/api/admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ rateLimitRequests: RUN_RATE_LIMIT }),
  })
  if (!raised.ok) throw new Error(`could not raise the API rate limit: ${raised.status} ${await raised.text()}`)
}

/** One real backend (from source, demo data, its own SQLite file) for the whole CLI run. */
export default async function setup(project: TestProject) {
  const tempRoot = mkdtempSync(join(tmpdir(), 'powerdeck-cli-tests-'))
  const backend = await startBackend({ demo: true })
  await liftApiRateLimit(backend.url)
  project.provide('serverUrl', backend.url)
  project.provide('tempRoot', tempRoot)
  return async () => {
    await backend.stop()
    rmSync(tempRoot, { recursive: true, force: true })
  }
}
