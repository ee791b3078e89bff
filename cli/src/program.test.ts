import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, test } from 'vitest'
import { freePort } from '../tests/backend.js'
import { runCli } from '../tests/helpers.js'

describe('powerdeck program', () => {
  test('an unreachable server gives one clear message and its own exit code, 3', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`
    const result = await runCli(['--server', closed, 'whoami'], { env: { POWERDECK_TOKEN: 'pd_anything' } })
    expect(result.code).toBe(3)
    expect(result.stderr).toBe(
      `Error: Cannot reach the Powerdeck server at ${closed}: connection refused (is it running?)\n`
    )
    expect(result.stdout).toBe('')
  })

  test('an unreachable server without any token says so too, not "Not signed in"', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`
    for (const args of [
      ['--server', closed, 'whoami'],
      ['--server', closed, 'creators', 'list'],
      ['--server', closed, 'login', '--email', 'a@b.c', '--password-stdin'],
    ]) {
      const result = await runCli(args, { stdin: 'secret\n' })
      expect(result.code, args.join(' ')).toBe(3)
      expect(result.stderr, args.join(' ')).toBe(
        `Error: Cannot reach the Powerdeck server at ${closed}: connection refused (is it running?)\n`
      )
    }
    const unknownHost = await runCli(['--server', 'http://powerdeck.invalid', 'whoami'])
    expect(unknownHost.code).toBe(3)
    expect(unknownHost.stderr).toMatch(
      /^Error: Cannot reach the Powerdeck server at http:\/\/powerdeck\.invalid: host (not found|name lookup failed)\n$/
    )
  })

  test('a rejected token reads as "not signed in", exit 1', async () => {
    const result = await runCli(['whoami', '--token', 'pd_not.a-real-token'])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Error: Not signed in or session expired: run `powerdeck login`\n')
  })

  test('no token at all against a reachable server: the same message', async () => {
    const result = await runCli(['whoami'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Not signed in or session expired: run `powerdeck login`')
  })

  test('usage errors exit 2: unknown command, unknown option, bad option value, missing argument', async () => {
    for (const args of [
      ['nosuch'],
      ['whoami', '--nope'],
      ['creators', 'list', '--status', 'sometimes'],
      ['creators', 'update'],
    ]) {
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
    for (const name of ['login', 'logout', 'whoami', 'setup', 'creators', 'admins'])
      expect(result.stdout).toContain(name)
  })

  test("help <command> and <command> --help exit 0 with that command's help, nested commands included", async () => {
    for (const args of [
      ['help'],
      ['help', 'creators'],
      ['creators', '--help'],
      ['help', 'creators', 'list'],
      ['creators', 'list', '--help'],
    ]) {
      const result = await runCli(args)
      expect(result.code, args.join(' ')).toBe(0)
      expect(result.stderr, args.join(' ')).toBe('')
    }
    expect((await runCli(['help'])).stdout).toMatch(/^Usage: powerdeck \[options\] \[command\]/)
    expect((await runCli(['help', 'creators'])).stdout).toMatch(/^Usage: powerdeck creators \[options\] \[command\]/)
    const nested = await runCli(['help', 'creators', 'list'])
    expect(nested.stdout).toBe((await runCli(['creators', 'list', '--help'])).stdout)
    expect(nested.stdout).toMatch(/^Usage: powerdeck creators list \[options\]/)
  })

  test('help for an unknown command is a usage error; a group without its subcommand too', async () => {
    const unknown = await runCli(['help', 'creators', 'nosuch'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain("error: unknown command 'nosuch'")
    expect((await runCli(['creators'])).code).toBe(2)
  })

  test('--version and -V print the package version', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
    expect(version).toMatch(/^\d+\.\d+\.\d+/)
    for (const flag of ['--version', '-V']) {
      const result = await runCli([flag])
      expect(result.code).toBe(0)
      expect(result.stdout).toBe(`${version}\n`)
    }
  })

  test('a server that is not Powerdeck is named as such', async () => {
    const other = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Hi</h1>')
    )
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
