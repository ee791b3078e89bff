import { describe, expect, it } from 'vitest'
import enabledModules from '../modules'
import { canAccess, collectAccessRules, matchesPath } from './access'
import { defineFrontendModule } from './manifest'

/** The admin module's manifest, taken from the shell's one module list. */
const admin = enabledModules.find((module) => module.name === 'admin')!

/** A module with react-admin resources, as a manifest may declare them. */
const backOffice = defineFrontendModule({
  dependsOn: [],
  name: 'back-office',
  resources: [
    { name: 'creators', roles: ['ADMIN'] },
    { name: 'admins', roles: ['ADMIN'] },
  ],
})

/** The admin module, independent of what else frontend/src/modules.ts enables. */
const modules = [admin, backOffice]

const rules = collectAccessRules(modules)

describe('matchesPath', () => {
  it('matches params, splats and ignores case, query and trailing slashes', () => {
    expect(matchesPath('/admin/creators/:id/statistics', '/admin/creators/12/statistics')).toBe(true)
    expect(matchesPath('/admin/creators/:id/statistics', '/admin/creators/12')).toBe(false)
    expect(matchesPath('/admin/*', '/admin')).toBe(true)
    expect(matchesPath('/admin/*', '/ADMIN/creators/')).toBe(true)
    expect(matchesPath('/admin/creators', '/admin/creators?page=2')).toBe(true)
    expect(matchesPath('/admin/*', '/administrator')).toBe(false)
  })
})

describe('canAccess (spec route table and module manifests)', () => {
  it('lets every signed-in role open the shared pages and nobody signed out', () => {
    for (const role of ['ADMIN', 'CREATOR', 'MODERATOR'] as const) {
      expect(canAccess(role, '/dashboard', rules)).toBe(true)
      expect(canAccess(role, '/players', rules)).toBe(true)
    }
    expect(canAccess(undefined, '/dashboard', rules)).toBe(false)
  })

  it('keeps /admin/* for admins; /users opens for all (its page shows non-admins Access Denied)', () => {
    expect(canAccess('ADMIN', '/admin/creators', rules)).toBe(true)
    expect(canAccess('ADMIN', '/admin/creators/3/statistics', rules)).toBe(true)
    for (const role of ['CREATOR', 'MODERATOR'] as const) {
      expect(canAccess(role, '/admin/creators', rules)).toBe(false)
      expect(canAccess(role, '/admin/management', rules)).toBe(false)
      expect(canAccess(role, '/Admin/System-Health', rules)).toBe(false)
      expect(canAccess(role, '/users', rules)).toBe(true)
    }
  })

  it('keeps /moderators for creators', () => {
    expect(canAccess('CREATOR', '/moderators', rules)).toBe(true)
    expect(canAccess('MODERATOR', '/moderators', rules)).toBe(false)
    expect(canAccess('ADMIN', '/moderators', rules)).toBe(false)
  })

  it('checks react-admin resources by name and by path', () => {
    expect(canAccess('ADMIN', 'creators', rules)).toBe(true)
    expect(canAccess('ADMIN', 'admins', rules)).toBe(true)
    expect(canAccess('CREATOR', 'creators', rules)).toBe(false)
    expect(canAccess('MODERATOR', '/creators', rules)).toBe(false)
    expect(canAccess('CREATOR', '/admins/4/show', rules)).toBe(false)
    expect(canAccess('ADMIN', 'no-such-resource', rules)).toBe(false)
  })
})
