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

/** One real backend (from source, demo data, its own SQLite file) for the whole CLI run. */
export default async function setup(project: TestProject) {
  const tempRoot = mkdtempSync(join(tmpdir(), 'powerdeck-cli-tests-'))
  const backend = await startBackend({ demo: true })
  project.provide('serverUrl', backend.url)
  project.provide('tempRoot', tempRoot)
  return async () => {
    await backend.stop()
    rmSync(tempRoot, { recursive: true, force: true })
  }
}
