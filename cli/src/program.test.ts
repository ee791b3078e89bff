import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, test } from 'vitest'
import { freePort } from '../tests/backend.js'
import { runCli } from '../tests/helpers.js'

describe('powerdeck program', () => {
  test('an unreachable server gives one clear message and exit 1', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`
    const result = await runCli(['--server', closed, 'whoami'], { env: { POWERDECK_TOKEN: 'pd_anything' } })
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(`Error: Cannot reach the Powerdeck server at ${closed}: is it running?\n`)
    expect(result.stdout).toBe('')
  })

  test('a rejected token reads as "not signed in", exit 1', async () => {
    const result = await runCli(['whoami', '--token', 'pd_not.a-real-token'])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Error: Not signed in or session expired: run `powerdeck login`\n')
  })

  test('no token at all: the same message, without a request', async () => {
    const result = await runCli(['whoami'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Not signed in or session expired: run `powerdeck login`')
  })

  test('usage errors exit 2: unknown command, unknown option, bad option value, missing argument', async () => {
    for (const args of [['nosuch'], ['whoami', '--nope'], ['creators', 'list', '--status', 'sometimes'], ['creators', 'update']]) {
      const result = await runCli(args)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stderr, args.join(' ')).toMatch(/error: /)
      expect(result.stdout).toBe('')
    }
  })

  test('a non-numeric id is a usage error', async () => {
    const result = await runCli(['creators', 'activate', 'abc'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Expected a positive whole number.')
  })

  test('an invalid --server URL is a usage error', async () => {
    const result = await runCli(['--server', 'not a url', 'whoami'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Invalid server URL: not a url')
  })

  test('--help exits 0 and lists core and module commands', async () => {
    const result = await runCli(['--help'])
    expect(result.code).toBe(0)
    for (const name of ['login', 'logout', 'whoami', 'setup', 'creators', 'admins']) expect(result.stdout).toContain(name)
  })

  test('a server that is not Powerdeck is named as such', async () => {
    const other = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Hi</h1>'))
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`
    try {
      const result = await runCli(['--server', url, 'whoami'], { env: { POWERDECK_TOKEN: 'pd_x' } })
      expect(result.code).toBe(1)
      expect(result.stderr).toBe(`Error: Unexpected answer from ${url} (HTTP 200): is this a Powerdeck server?\n`)
    } finally {
      other.close()
    }
  })
})
