import { test } from '@japa/runner'
import User from '#core/users/user'
import { Acting } from '#core/acting/acting'
import { tenantAccess } from '#core/acting/tenant'
import type { ApiError } from '#core/http/api_error'
import { declaredPermission } from '#core/module_loader'

/** Unsaved users: the checks read only the role and ids. */
const creator = new User().merge({ id: 70, role: 'CREATOR', name: 'Nova' })
const moderator = new User().merge({ id: 71, role: 'MODERATOR', name: 'Mod', creatorId: 70 })
const moderatorActing = (permissions: string[]) => new Acting({ user: moderator, creator, permissions })

test.group('Kernel acting permissions', () => {
  test('a user no module limits holds every permission', ({ assert }) => {
    const acting = new Acting({ user: creator, creator })
    assert.isNull(acting.permissions)
    assert.isTrue(acting.holds('grant_powerups'))
    assert.doesNotThrow(() => acting.requirePermission(declaredPermission('grant_powerups')))
  })

  test("a limited user holds only their permissions; requirePermission answers 403 with the declaration's words", ({
    assert,
  }) => {
    const acting = moderatorActing(['use_powerups'])
    assert.isTrue(acting.holds('use_powerups'))
    assert.isFalse(acting.holds('grant_powerups'))
    assert.doesNotThrow(() => acting.requirePermission(declaredPermission('use_powerups')))
    let refusal: ApiError | null = null
    try {
      acting.requirePermission(declaredPermission('grant_powerups'))
    } catch (error) {
      refusal = error as ApiError
    }
    assert.deepInclude(refusal, {
      status: 403,
      message: 'You do not have permission to grant powerups',
      code: 'powerups.missing_permission_grant_powerups',
    })
  })

  test('with() keeps the permissions', ({ assert }) => {
    const acting = moderatorActing([]).with({ source: 'kiosk' })
    assert.deepEqual(acting.permissions, [])
    assert.isFalse(acting.holds('use_powerups'))
  })

  test("tenantAccess admits a moderator by permission and refuses with the declaration's words", async ({ assert }) => {
    const gate = declaredPermission('grant_powerups')
    assert.isTrue(await tenantAccess(moderatorActing(['grant_powerups']), gate))
    const denied = await tenantAccess(moderatorActing(['use_powerups']), gate)
    assert.notEqual(denied, true)
    assert.include(denied as object, { message: gate.denied, status: 403 })
    assert.isTrue(await tenantAccess(new Acting({ user: creator, creator }), gate))
  })
})
