import type { AdminAccount, AdminInput } from '../types'

export interface AdminFormValues {
  name: string
  email: string
  password: string
}

export const emptyAdminForm: AdminFormValues = { name: '', email: '', password: '' }

export const adminFormFrom = (admin: AdminAccount): AdminFormValues => ({
  name: admin.name,
  email: admin.email,
  password: '',
})

/** Adding needs every field; editing needs name and email, the password is optional (docs/api/admin.md): a message key. */
export function validateAdminForm(values: AdminFormValues, editing: boolean): string | null {
  const missing = !values.name.trim() || !values.email.trim()
  if (editing) return missing ? 'admin.account.nameEmailRequired' : null
  return missing || !values.password.trim() ? 'admin.account.allFieldsRequired' : null
}

/** Every field a submit would refuse, so the form can mark each one. */
export function adminFieldsToFix(values: AdminFormValues, editing: boolean): (keyof AdminFormValues)[] {
  return [
    !values.name.trim() && 'name',
    !values.email.trim() && 'email',
    !editing && !values.password.trim() && 'password',
  ].filter((field): field is keyof AdminFormValues => Boolean(field))
}

export function adminInput(values: AdminFormValues): AdminInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(values.password ? { password: values.password } : {}),
  }
}
