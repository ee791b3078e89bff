import { describe, expect, it } from 'vitest'
import { translate } from '@shell'
import * as form from './creatorForm'
import { creatorFieldsToFix, creatorInput, type CreatorFormValues } from './creatorForm'

// The checks answer message keys; the assertions read them in English, as the form shows them.
const english = (key: string | null) => key && translate(key)
const validateNewCreator = (values: CreatorFormValues) => english(form.validateNewCreator(values))
const validateCreatorEdit = (values: CreatorFormValues) => english(form.validateCreatorEdit(values))

const valid: CreatorFormValues = {
  name: 'Luna',
  email: 'luna@example.com',
  tiktokUsername: '@luna',
  password: 'secret1',
}

describe('validateNewCreator (docs/api/admin.md, in order)', () => {
  it.each([
    [{ name: ' ' }, 'Creator name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'luna@example' }, 'Please enter a valid email address'],
    [{ tiktokUsername: '' }, 'TikTok username is required'],
    [{ tiktokUsername: 'luna' }, 'TikTok username must start with @'],
    [{ password: '' }, 'Password is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
  ])('%o → %s', (change, message) => {
    expect(validateNewCreator({ ...valid, ...change })).toBe(message)
  })

  it('reports the first failure when several fields are wrong', () => {
    expect(validateNewCreator({ name: '', email: '', tiktokUsername: '', password: '' })).toBe(
      'Creator name is required'
    )
    expect(validateNewCreator({ ...valid, tiktokUsername: 'luna', password: '' })).toBe(
      'TikTok username must start with @'
    )
  })

  it('accepts a complete creator', () => {
    expect(validateNewCreator(valid)).toBeNull()
  })
})

describe('validateCreatorEdit', () => {
  it('needs name, email and TikTok username but no password', () => {
    expect(validateCreatorEdit({ ...valid, tiktokUsername: 'luna', password: '' })).toBeNull()
    expect(validateCreatorEdit({ ...valid, name: '' })).toBe('Name, email and TikTok username are required')
    expect(validateCreatorEdit({ ...valid, password: '123' })).toBe('Password must be at least 6 characters')
  })
})

describe('creatorInput', () => {
  it('trims the fields and leaves an empty password out', () => {
    expect(
      creatorInput({ name: ' Luna ', email: ' luna@example.com', tiktokUsername: '@luna ', password: '' })
    ).toEqual({
      name: 'Luna',
      email: 'luna@example.com',
      tiktokUsername: '@luna',
    })
  })
})

describe('creatorFieldsToFix: every field a submit refuses, for marking', () => {
  it('names each wrong field of Add Creator, and none of a valid form', () => {
    expect(creatorFieldsToFix({ name: '', email: 'luna@', tiktokUsername: 'luna', password: '123' }, false)).toEqual([
      'name',
      'email',
      'tiktokUsername',
      'password',
    ])
    expect(
      creatorFieldsToFix(
        { name: 'Luna', email: 'luna@example.com', tiktokUsername: '@luna', password: 'secret' },
        false
      )
    ).toEqual([])
  })

  it('on Edit, a blank password is fine and the username needs no @', () => {
    expect(
      creatorFieldsToFix({ name: 'Luna', email: 'luna@example.com', tiktokUsername: 'luna', password: '' }, true)
    ).toEqual([])
    expect(creatorFieldsToFix({ name: 'Luna', email: '', tiktokUsername: 'luna', password: '12' }, true)).toEqual([
      'email',
      'password',
    ])
  })
})
