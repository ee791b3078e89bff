import { describe, expect, test } from 'vitest'
import { loginAs, unique } from '../../../cli/tests/helpers.js'

describe('powerdeck powerups undo', () => {
  test('undoes a use and a partly used grant by the ids grant and use print; twice is refused', async () => {
    const creator = await loginAs('creator')
    const name = unique('Undo')
    await creator.run(['players', 'add', name])
    const granted = await creator.run(['powerups', 'grant', name, 'mist', '--count', '3', '--days', '60', '--json'])
    expect(granted.code, granted.stderr).toBe(0)
    const grantId = granted.json().entryId as string
    expect(grantId).toMatch(/^grant-\d+$/)
    // The starter mist expires first; the second use takes one unit of the grant.
    await creator.run(['powerups', 'use', name, 'mist'])
    const used = await creator.run(['powerups', 'use', name, 'mist'])
    const useId = /· (use-\d+)\n$/.exec(used.stdout)![1]

    const undoUse = await creator.run(['powerups', 'undo', useId.toUpperCase(), '--reason', 'misclick'])
    expect(undoUse.code, undoUse.stderr).toBe(0)
    expect(undoUse.stdout).toBe(`✔ Mist given back to ${name}\n`)

    const used2 = await creator.run(['powerups', 'use', name, 'mist', '--json'])
    expect(used2.json().entryId).toMatch(/^use-\d+$/)
    const undoGrant = await creator.run(['powerups', 'undo', grantId, '--json'])
    expect(undoGrant.code, undoGrant.stderr).toBe(0)
    expect(undoGrant.json()).toMatchObject({ entryId: grantId, kind: 'grant', takenBack: 2, alreadyUsed: 1 })
    expect(undoGrant.json().message).toBe(`2 of 3 Mist taken back from ${name}; 1 already used`)

    const twice = await creator.run(['powerups', 'undo', grantId])
    expect(twice.code).toBe(1)
    expect(twice.stderr).toBe(`Error: ${grantId} was already undone\n`)
  })

  test('a malformed id is a usage error; another creator’s grant is not found', async () => {
    const creator = await loginAs('creator')
    const name = unique('UndoOther')
    await creator.run(['players', 'add', name])
    const granted = await creator.run(['powerups', 'grant', name, 'glove', '--json'])
    const bad = await creator.run(['powerups', 'undo', '12'])
    expect(bad.code).not.toBe(0)
    expect(bad.stderr).toContain('Give a grant or use id like grant-12 or use-34')
    const other = await loginAs('creator2')
    const foreign = await other.run(['powerups', 'undo', granted.json().entryId])
    expect(foreign.code).toBe(1)
    expect(foreign.stderr).toBe('Error: Grant not found\n')
  })
})
