import { describe, expect, test } from 'vitest'
import { loginAs, runCli, serverUrl } from '../../tests/helpers.js'
import { parseScopes } from './tokens.js'

describe('powerdeck tokens', () => {
  test('create prints the value once; the token works as POWERDECK_TOKEN within its scopes; revoke ends it', async () => {
    const creator = await loginAs('creator')
    const created = await creator.run(['tokens', 'create', 'CLI test bot', '--scopes', 'read', '--days', '7', '--json'])
    expect(created.code, created.stderr).toBe(0)
    const { id, token, scopes } = created.json()
    expect(scopes).toEqual(['read'])
    expect(token).toMatch(/^pd_/)

    const listed = await creator.run(['tokens', 'list'])
    expect(listed.stdout).toContain('CLI test bot')
    expect(listed.stdout).not.toContain(token)

    const asScript = { env: { POWERDECK_TOKEN: token } }
    const read = await fetch(`${serverUrl()}/api/players`, { headers: { authorization: `Bearer ${token}` } })
    expect(read.status).toBe(200)
    const refused = await runCli(['tokens', 'list'], asScript)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe('Error: A script token cannot do this: sign in as a person\n')

    const revoked = await creator.run(['tokens', 'revoke', String(id)])
    expect(revoked.code, revoked.stderr).toBe(0)
    const after = await fetch(`${serverUrl()}/api/players`, { headers: { authorization: `Bearer ${token}` } })
    expect(after.status).toBe(401)
  })

  test('bad scopes and days are usage errors', async () => {
    expect(() => parseScopes('read,write')).toThrow('--scopes takes a comma list of read, ledger, live, admin')
    expect(parseScopes('Read, ledger,read')).toEqual(['read', 'ledger'])
    const creator = await loginAs('creator')
    const badDays = await creator.run(['tokens', 'create', 'x', '--scopes', 'read', '--days', '0'])
    expect(badDays.code).toBe(2)
    expect(badDays.stderr).toBe('Error: --days takes a whole number from 1 to 365\n')
    const badId = await creator.run(['tokens', 'revoke', 'abc'])
    expect(badId.code).toBe(2)
  })
})
