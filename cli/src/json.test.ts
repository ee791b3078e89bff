import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, test } from 'vitest'
import { freePort } from '../tests/backend.js'
import { loginAs, runCli, type CliResult } from '../tests/helpers.js'

/** A failed --json run: nothing on stdout, and stderr's last line is the one JSON error. */
function jsonError(result: CliResult) {
  expect(result.stdout).toBe('')
  const lines = result.stderr.trimEnd().split('\n')
  return JSON.parse(lines.at(-1)!)
}

describe('the --json convention', () => {
  test('a refusal by the server: {success:false, error, status} with the HTTP status, exit 1', async () => {
    const creator = await loginAs('creator')
    const result = await creator.run(['creators', 'list', '--json'])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(
      '{"success":false,"error":"You do not have permission to access this resource","status":403}\n'
    )
    expect(jsonError(result)).toEqual({
      success: false,
      error: 'You do not have permission to access this resource',
      status: 403,
    })

    const missing = await (await loginAs('admin')).run(['creators', 'deactivate', '999999', '--json'])
    expect(missing.code).toBe(1)
    expect(jsonError(missing)).toEqual({ success: false, error: 'Creator not found', status: 404 })
  })

  test('an expired or missing session: status 401 from the server, null without any token', async () => {
    expect(jsonError(await runCli(['whoami', '--token', 'pd_not.a-real-token', '--json']))).toEqual({
      success: false,
      error: 'Not signed in or session expired: run `powerdeck login`',
      status: 401,
    })
    expect(jsonError(await runCli(['--json', 'whoami']))).toEqual({
      success: false,
      error: 'Not signed in or session expired: run `powerdeck login`',
      status: null,
    })
  })

  test("usage errors, commander's included, are JSON too (exit 2) and commander prints nothing of its own", async () => {
    const cases: [string[], string][] = [
      [['nosuch', '--json'], "unknown command 'nosuch'"],
      [['whoami', '--nope', '--json'], "unknown option '--nope'"],
      [
        ['creators', 'activate', 'abc', '--json'],
        "command-argument value 'abc' is invalid for argument 'id'. Expected a positive whole number.",
      ],
      [['creators', '--json'], 'Missing command: add --help to list them'],
      [['--server', 'not a url', 'whoami', '--json'], 'Invalid server URL: not a url'],
    ]
    for (const [args, error] of cases) {
      const result = await runCli(args)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stderr.split('\n').length, result.stderr).toBe(2) // one line and its line break
      expect(jsonError(result), args.join(' ')).toEqual({ success: false, error, status: null })
    }
  })

  test('an unreachable server: exit 3 and the JSON error', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`
    const result = await runCli(['--server', closed, '--json', 'whoami'], { env: { POWERDECK_TOKEN: 'pd_x' } })
    expect(result.code).toBe(3)
    expect(jsonError(result)).toEqual({
      success: false,
      error: `Cannot reach the Powerdeck server at ${closed}: connection refused (is it running?)`,
      status: null,
    })
  })

  test('a server that is not Powerdeck: its HTTP status', async () => {
    const other = createServer((_request, response) =>
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>')
    )
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`
    try {
      const result = await runCli(['--server', url, 'whoami', '--json'], { env: { POWERDECK_TOKEN: 'pd_x' } })
      expect(result.code).toBe(1)
      expect(jsonError(result)).toEqual({
        success: false,
        error: `Unexpected answer from ${url} (HTTP 502): is this a Powerdeck server?`,
        status: 502,
      })
    } finally {
      other.close()
    }
  })

  test('warnings go to stderr as JSON lines; stdout keeps only the result', async () => {
    const session = await loginAs('admin')
    const result = await session.run([
      'login',
      '--email',
      'admin@powerdeck.local',
      '--password',
      'powerdeck-admin',
      '--json',
    ])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stderr).toBe(
      `${JSON.stringify({ warning: '--password is visible to other users of this machine (process list, shell history): use --password-stdin or POWERDECK_PASSWORD' })}\n`
    )
    expect(result.json()).toMatchObject({ success: true, user: { email: 'admin@powerdeck.local' } })
  })

  test('after `--` a "--json" is an argument, not the option', async () => {
    const result = await runCli(['help', '--', '--json'])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/^error: unknown command '--json'\n/)
  })
})
