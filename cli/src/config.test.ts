import { readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { ConfigStore, configDir } from './config.js'
import { CliSession, serverUrl, tempDir } from '../tests/helpers.js'

const temp = () => tempDir('config-test-')

describe('config store', () => {
  test('lives in POWERDECK_CONFIG_DIR, else $XDG_CONFIG_HOME/powerdeck, else ~/.config/powerdeck', () => {
    expect(configDir({ POWERDECK_CONFIG_DIR: '/x/pd', XDG_CONFIG_HOME: '/y' })).toBe('/x/pd')
    if (process.platform !== 'win32') {
      expect(configDir({ XDG_CONFIG_HOME: '/y', HOME: '/home/u' })).toBe('/y/powerdeck')
      expect(configDir({ HOME: '/home/u' })).toBe('/home/u/.config/powerdeck')
    }
  })

  test('login writes the token file with mode 0600 in a 0700 folder, even over a wider file', async () => {
    const home = temp()
    const dir = join(home, 'powerdeck')
    mkdirSync(dir, { mode: 0o700 })
    writeFileSync(join(dir, 'config.json'), '{"sessions":{}}', { mode: 0o644 })
    const session = new CliSession({ POWERDECK_CONFIG_DIR: undefined, XDG_CONFIG_HOME: home })
    const result = await session.run(['login', '--email', 'admin@powerdeck.local', '--password-stdin'], {
      stdin: 'powerdeck-admin',
    })
    expect(result.code, result.stderr).toBe(0)
    expect(statSync(join(dir, 'config.json')).mode & 0o777).toBe(0o600)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')).sessions[serverUrl()].token).toMatch(/^pd_/)
  })

  test('a missing folder is created 0700 with a 0600 file', async () => {
    const dir = join(temp(), 'not-yet', 'powerdeck')
    const session = new CliSession({ POWERDECK_CONFIG_DIR: dir })
    const result = await session.run(['login', '--email', 'creator@powerdeck.local', '--password-stdin'], {
      stdin: 'powerdeck-creator',
    })
    expect(result.code, result.stderr).toBe(0)
    expect(statSync(join(dir, 'config.json')).mode & 0o777).toBe(0o600)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
  })

  test('an unreadable config is ignored with a warning, and the next login rewrites it', async () => {
    const session = new CliSession()
    writeFileSync(session.configFile, '{ not json')
    const whoami = await session.run(['whoami'])
    expect(whoami.code).toBe(1)
    expect(whoami.stderr).toContain(`Warning: Ignoring ${session.configFile}: it is not valid JSON`)
    const login = await session.run(['login', '--email', 'admin@powerdeck.local', '--password-stdin'], {
      stdin: 'powerdeck-admin',
    })
    expect(login.code, login.stderr).toBe(0)
    expect(new ConfigStore({ POWERDECK_CONFIG_DIR: session.configDir }).session(serverUrl())?.token).toMatch(/^pd_/)
  })
})
