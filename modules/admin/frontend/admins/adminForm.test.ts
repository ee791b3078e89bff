import { describe, expect, it } from 'vitest'
import { translate } from '@shell'
import { adminInput, validateAdminForm } from './adminForm'

describe('validateAdminForm (docs/api/admin.md)', () => {
  it('needs every field to add an admin', () => {
    expect(translate(validateAdminForm({ name: 'Ada', email: 'ada@example.com', password: '' }, false)!)).toBe(
      'Validation Error: All fields are required'
    )
    expect(translate(validateAdminForm({ name: ' ', email: 'ada@example.com', password: 'secret' }, false)!)).toBe(
      'Validation Error: All fields are required'
    )
    expect(validateAdminForm({ name: 'Ada', email: 'ada@example.com', password: 'secret' }, false)).toBeNull()
  })

  it('needs name and email to edit, the password is optional', () => {
    expect(translate(validateAdminForm({ name: 'Ada', email: '', password: '' }, true)!)).toBe(
      'Name and email are required'
    )
    expect(validateAdminForm({ name: 'Ada', email: 'ada@example.com', password: '' }, true)).toBeNull()
  })

  it('sends no password when none was typed', () => {
    expect(adminInput({ name: ' Ada ', email: 'ada@example.com', password: '' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    })
  })
})
