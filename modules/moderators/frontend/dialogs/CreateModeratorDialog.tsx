import { useState } from 'react'
import TextField from '@mui/material/TextField'
import { FormDialog, PasswordField } from '@shell'
import { moderatorsApi, useModeratorChange } from '../moderatorsApi'
import { createFormErrors, createPayload, EMPTY_CREATE_FORM, type CreateModeratorForm } from '../moderatorForm'
import { PasswordStrengthMeter } from './PasswordStrengthMeter'
import { PermissionPicker } from './PermissionPicker'

type Field = keyof CreateModeratorForm

/** Create New Moderator (docs/api/moderators.md): submit stays disabled until every check holds. */
export function CreateModeratorDialog({ onClose }: { onClose: () => void }) {
  const { change, busy } = useModeratorChange()
  const [form, setForm] = useState<CreateModeratorForm>(EMPTY_CREATE_FORM)
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const errors = createFormErrors(form)
  const valid = Object.keys(errors).length === 0

  const set = <K extends Field>(field: K, value: CreateModeratorForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }))
    setTouched((current) => ({ ...current, [field]: true }))
  }
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined)
  const text = (field: Exclude<Field, 'permissions'>) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    error: !!shown(field),
    helperText: shown(field),
    required: true,
    fullWidth: true,
    disabled: busy,
  })

  async function submit() {
    const payload = createPayload(form)
    const created = await change(() => moderatorsApi.create(payload), {
      success: { title: 'Moderator Created', description: `${payload.username} can now sign in with their username.` },
      failure: 'Failed to create moderator.',
      failureTitle: 'Creation Failed',
    })
    if (created) onClose()
  }

  return (
    <FormDialog
      title="Create New Moderator"
      submitLabel="Create Moderator"
      busyLabel="Creating..."
      busy={busy}
      submitDisabled={!valid}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Username" autoComplete="off" autoFocus {...text('username')} />
      <TextField label="Email" type="email" autoComplete="off" {...text('email')} />
      <TextField
        label="TikTok Username"
        placeholder="@username"
        {...text('tiktokUsername')}
        helperText={shown('tiktokUsername') ?? 'The handle they use in your stream chat'}
      />
      <PasswordField label="Password" autoComplete="new-password" {...text('password')} />
      <PasswordStrengthMeter password={form.password} />
      <PermissionPicker
        value={form.permissions}
        onChange={(permissions) => set('permissions', permissions)}
        error={errors.permissions}
        disabled={busy}
      />
    </FormDialog>
  )
}
