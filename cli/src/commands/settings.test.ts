import { describe, expect, test } from 'vitest'
import { loginAs, runCli, serverUrl, tokenFor } from '../../tests/helpers.js'
import { KERNEL_SETTINGS, type SettingField } from '../../../backend/core/shared/settings.js'
import { parseSettingValue } from './settings.js'

/** A kernel setting's declaration, as the server serves it. */
const field = (key: string) => KERNEL_SETTINGS.find((candidate) => candidate.key === key)!

describe('powerdeck settings', () => {
  test('get lists every system setting; get <key> prints one value', async () => {
    const admin = await loginAs('admin')
    const all = await admin.run(['settings', 'get', '--json'])
    expect(all.code, all.stderr).toBe(0)
    expect(all.json().settings).toMatchObject({
      sessionTimeout: expect.any(Number),
      powerups: { defaultExpiry: expect.any(Number) },
    })
    const table = await admin.run(['settings', 'get'])
    const served = await fetch(`${serverUrl()}/api/admin/settings/declarations`, {
      headers: { authorization: `Bearer ${await tokenFor('admin')}` },
    })
    const { declarations } = (await served.json()) as { declarations: SettingField[] }
    expect(declarations.map((declaration) => declaration.key)).toContain('powerups.defaultExpiry')
    for (const { key } of declarations) expect(table.stdout).toContain(key)
    const one = await admin.run(['settings', 'get', 'maxLoginAttempts'])
    expect(one.code).toBe(0)
    expect(one.stdout).toMatch(/^\d+\n$/)
  })

  test('set changes a setting (nested names too) and says when nothing changed', async () => {
    const admin = await loginAs('admin')
    const before = (await admin.run(['settings', 'get', 'powerups.defaultExpiry', '--json'])).json().value as number
    const next = before === 48 ? 72 : 48
    const changed = await admin.run(['settings', 'set', 'powerups.defaultExpiry', String(next)])
    expect(changed.code, changed.stderr).toBe(0)
    expect(changed.stdout).toBe(`✔ powerups.defaultExpiry is now ${next} hours\n`)
    const again = await admin.run(['settings', 'set', 'powerups.defaultExpiry', String(next), '--json'])
    expect(again.json()).toEqual({ key: 'powerups.defaultExpiry', value: next, changed: false })
    await admin.run(['settings', 'set', 'powerups.defaultExpiry', String(before)]).then((r) => expect(r.code).toBe(0))
  })

  test('bad names and values are usage errors; server limits come back as failures', async () => {
    const admin = await loginAs('admin')
    const unknown = await admin.run(['settings', 'set', 'siteNme', 'x'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toMatch(/^Error: Unknown setting: siteNme/)
    const notBoolean = await admin.run(['settings', 'set', 'maintenanceMode', 'maybe'])
    expect(notBoolean.code).toBe(2)
    expect(notBoolean.stderr).toBe('Error: maintenanceMode takes true or false\n')
    const outOfRange = await admin.run(['settings', 'set', 'sessionTimeout', '9999'])
    expect(outOfRange.code).toBe(1)
    expect(outOfRange.stderr).toBe('Error: Session Timeout must be a whole number from 1 to 720 hours\n')
  })

  test('non-admins are refused', async () => {
    const result = await runCli(['settings', 'get'], { env: { POWERDECK_TOKEN: await tokenFor('creator') } })
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Error: You do not have permission to access this resource\n')
  })

  test('values are typed by the setting', () => {
    expect(parseSettingValue(field('maintenanceMode'), 'ON')).toBe(true)
    expect(parseSettingValue(field('registrationEnabled'), 'no')).toBe(false)
    expect(parseSettingValue(field('rateLimitWindow'), '90')).toBe(90)
    expect(parseSettingValue(field('siteName'), 'Gift Arena')).toBe('Gift Arena')
    expect(() => parseSettingValue(field('rateLimitWindow'), '1.5')).toThrow(
      'rateLimitWindow takes a whole number from 1 to 86400'
    )
    expect(parseSettingValue(field('siteName'), '  Gift Arena ')).toBe('Gift Arena')
    expect(() => parseSettingValue(field('siteName'), '  ')).toThrow('siteName takes text of 1 to 60 characters')
  })
})
