import { test } from '@japa/runner'
import { declaredPermission, declaredPermissions, installModules } from '#core/module_loader'
import { defineBackendModule } from '#core/modules'
import { inDependencyOrder } from '#core/shared/module_graph'
import { collectPermissions, declarePermissions } from '#core/shared/permissions'
import { componentSchemas } from '#core/api_contract/openapi_document'
import enabled from '#config/modules'

const ids = (permissions: readonly { id: string }[]) => permissions.map((permission) => permission.id)

test.group('Permission declarations', (group) => {
  // Other suites read the installed list: put the app's back after each test.
  group.each.teardown(() => installModules(enabled))

  test('are collected in module order, each with its declaring module', ({ assert }) => {
    const players = declarePermissions({
      id: 'manage_players',
      denied: 'You do not have permission to manage players',
      code: 'players.missing_permission_manage_players',
    })
    const powerups = declarePermissions(
      { id: 'grant_powerups', denied: 'No granting', code: 'powerups.missing_permission_grant_powerups' },
      { id: 'use_powerups', denied: 'No using', code: 'powerups.missing_permission_use_powerups' }
    )
    const modules = inDependencyOrder([
      { name: 'powerups', dependsOn: ['players'], permissions: powerups },
      { name: 'audit', dependsOn: [] },
      { name: 'players', dependsOn: [], permissions: players },
    ])
    const collected = collectPermissions(modules)
    assert.deepEqual(ids(collected), ['manage_players', 'grant_powerups', 'use_powerups'])
    assert.deepEqual(collected[0], { ...players[0], module: 'players' })
    assert.equal(collected[2].module, 'powerups')
  })

  test('refuse an id two modules declare', ({ assert }) => {
    const chat = declarePermissions({ id: 'chat_commands', denied: 'No', code: 'chat_commands.x' })
    assert.throws(
      () =>
        collectPermissions([
          { name: 'chat_commands', permissions: chat },
          { name: 'copycat', permissions: chat },
        ]),
      'Permission "chat_commands" is declared by both module "chat_commands" and module "copycat"'
    )
  })

  test("the app's modules declare the four permissions, each with its own 403 code", ({ assert }) => {
    assert.deepEqual(ids(declaredPermissions()), ['manage_players', 'grant_powerups', 'use_powerups', 'chat_commands'])
    assert.deepInclude(declaredPermission('chat_commands'), {
      module: 'chat_commands',
      denied: 'You do not have permission to use chat commands',
      code: 'chat_commands.missing_permission_chat_commands',
    })
  })

  test('a module list without chat_commands offers no chat_commands permission', ({ assert }) => {
    installModules(enabled.filter((module) => module.name !== 'chat_commands'))
    assert.deepEqual(ids(declaredPermissions()), ['manage_players', 'grant_powerups', 'use_powerups'])
    // The API document lists the ids the enabled modules declare.
    assert.deepEqual(componentSchemas().ModeratorPermission.enum, ['manage_players', 'grant_powerups', 'use_powerups'])
    assert.throws(
      () => declaredPermission('chat_commands'),
      'Permission "chat_commands" is declared by no enabled module'
    )
  })

  test('a module declaring none adds none', ({ assert }) => {
    installModules([defineBackendModule({ name: 'bare', dependsOn: [] })])
    assert.deepEqual(declaredPermissions(), [])
  })
})
