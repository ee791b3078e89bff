import { test } from '@japa/runner'
import { enabledModules, installModules } from '#core/module_loader'
import { defineBackendModule } from '#core/modules'
import { ModuleGraphError, inDependencyOrder } from '#core/shared/module_graph'
import enabled from '#config/modules'

const declared = (name: string, ...dependsOn: string[]) => ({ name, dependsOn })

test.group('Module graph', (group) => {
  // Other suites read the installed list: put the app's back after each test.
  group.each.teardown(() => installModules(enabled))

  test('orders each module after those it depends on, keeping the list order otherwise', ({ assert }) => {
    const order = inDependencyOrder([
      declared('admin', 'ledger', 'people'),
      declared('audit'),
      declared('ledger', 'people'),
      declared('people'),
    ]).map((module) => module.name)
    assert.deepEqual(order, ['audit', 'people', 'ledger', 'admin'])
  })

  test('refuses a cycle and names it', ({ assert }) => {
    const modules = [declared('a', 'b'), declared('b', 'c'), declared('c', 'a'), declared('d')]
    assert.throws(() => inDependencyOrder(modules), 'Module dependency cycle among a, b, c')
  })

  test('refuses a dependency that is not enabled, unless the shell holds only some modules', ({ assert }) => {
    const modules = [declared('rules', 'live'), declared('people')]
    assert.throws(() => inDependencyOrder(modules), 'Module "rules" depends on live, which is not enabled')
    assert.deepEqual(
      inDependencyOrder(modules, { partial: true }).map((module) => module.name),
      ['rules', 'people']
    )
  })

  test('the backend refuses to boot with a module cycle', ({ assert }) => {
    const loop = [
      defineBackendModule({ name: 'first', dependsOn: ['second'] }),
      defineBackendModule({ name: 'second', dependsOn: ['first'] }),
    ]
    assert.throws(() => installModules(loop), ModuleGraphError)
  })

  test("the app's modules load in dependency order", ({ assert }) => {
    const names = enabledModules().map((module) => module.name)
    for (const module of enabledModules()) {
      for (const dependency of module.dependsOn) {
        assert.isBelow(names.indexOf(dependency), names.indexOf(module.name), `${dependency} before ${module.name}`)
      }
    }
  })
})
