import { useState } from 'react'
import TextField from '@mui/material/TextField'
import { useTranslate } from 'react-admin'
import { FormDialog, PasswordField } from '@shell'
import { moderatorsApi, useModeratorChange } from '../moderatorsApi'
import { createFormErrors, createPayload, EMPTY_CREATE_FORM, type CreateModeratorForm } from '../moderatorForm'
import { PasswordStrengthMeter } from './PasswordStrengthMeter'
import { PermissionPicker } from './PermissionPicker'

type Field = keyof CreateModeratorForm

/** Create New Moderator (docs/api/moderators.md): submit stays disabled until every check holds. */
export function CreateModeratorDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate()
  const { change, busy } = useModeratorChange()
  const [form, setForm] = useState<CreateModeratorForm>(EMPTY_CREATE_FORM)
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const errors = createFormErrors(form)
  const valid = Object.keys(errors).length === 0

  const set = <K extends Field>(field: K, value: CreateModeratorForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }))
    setTouched((current) => ({ ...current, [field]: true }))
  }
  const shown = (field: Field) => (touched[field] && errors[field] ? translate(errors[field]) : undefined)
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
      success: {
        title: translate('moderators.create.doneTitle'),
        description: translate('moderators.create.doneText', { username: payload.username }),
      },
      failure: translate('moderators.create.failed'),
      failureTitle: translate('moderators.create.failedTitle'),
    })
    if (created) onClose()
  }

  return (
    <FormDialog
      title={translate('moderators.create.title')}
      submitLabel={translate('moderators.create.submit')}
      busyLabel={translate('moderators.create.busy')}
      busy={busy}
      submitDisabled={!valid}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label={translate('moderators.create.username')} autoComplete="off" autoFocus {...text('username')} />
      <TextField label={translate('moderators.create.email')} type="email" autoComplete="off" {...text('email')} />
      <TextField
        label={translate('moderators.create.tiktokUsername')}
        placeholder={translate('moderators.create.tiktokPlaceholder')}
        {...text('tiktokUsername')}
        helperText={shown('tiktokUsername') ?? translate('moderators.create.tiktokHelp')}
      />
      <PasswordField
        label={translate('moderators.create.password')}
        autoComplete="new-password"
        {...text('password')}
      />
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
