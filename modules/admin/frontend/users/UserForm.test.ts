import { describe, expect, it } from 'vitest'
import { userPayload } from './UserForm'

const values = {
  id: 4,
  role: 'MODERATOR' as const,
  name: 'Mia',
  email: 'mia@example.com',
  tiktokUsername: 'mia_live',
  username: 'mia',
  creatorId: 2,
  permissions: ['grant_powerups'],
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  password: '',
}

describe('userPayload', () => {
  it("sends only the fields the role's service takes", () => {
    expect(userPayload({ ...values, password: 'Strong-pass1!' }, 'create')).toEqual({
      role: 'MODERATOR',
      name: 'Mia',
      email: 'mia@example.com',
      tiktokUsername: 'mia_live',
      creatorId: 2,
      username: 'mia',
      permissions: ['grant_powerups'],
      password: 'Strong-pass1!',
    })
    expect(userPayload({ ...values, role: 'ADMIN', password: 'secret1' }, 'create')).toEqual({
      role: 'ADMIN',
      name: 'Mia',
      email: 'mia@example.com',
      password: 'secret1',
    })
  })

  it("keeps the password when left empty and never sends a moderator's email on edit", () => {
    expect(userPayload(values, 'edit')).toEqual({
      role: 'MODERATOR',
      name: 'Mia',
      tiktokUsername: 'mia_live',
      isActive: true,
    })
    expect(userPayload({ ...values, role: 'CREATOR', isActive: false }, 'edit')).toEqual({
      role: 'CREATOR',
      name: 'Mia',
      email: 'mia@example.com',
      tiktokUsername: 'mia_live',
      isActive: false,
    })
  })
})
