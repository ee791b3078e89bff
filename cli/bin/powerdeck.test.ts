import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { serverUrl, tempDir, tokenFor } from '../tests/helpers.js'

const CLI_DIR = fileURLToPath(new URL('../', import.meta.url))

/**
 * Runs the real `powerdeck` executable with its stdout read by nobody: the pipe's reading end is
 * closed at once, as `powerdeck … | head -1` does after its line.
 */
function runWithClosedStdout(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import=ts-node-maintained/register/esm', 'bin/powerdeck.ts', ...args], {
    cwd: CLI_DIR,
    env: { ...process.env, POWERDECK_CONFIG_DIR: tempDir('config-'), NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.destroy()
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stderr }))
  )
}

describe('powerdeck in a pipe whose reader has gone (… | head -1)', () => {
  test('exits 0 quietly, without a stack: help and a long completion script', async () => {
    for (const args of [['help'], ['completion', 'bash']]) {
      const result = await runWithClosedStdout(args)
      expect(result, args.join(' ')).toEqual({ code: 0, stderr: '' })
    }
  })

  test('the same while streaming an export from the server', async () => {
    const result = await runWithClosedStdout(['players', 'export', '--format', 'json'], {
      POWERDECK_SERVER: serverUrl(),
      POWERDECK_TOKEN: await tokenFor('creator'),
    })
    expect(result).toEqual({ code: 0, stderr: '' })
  })
})
