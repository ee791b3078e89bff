import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import PersonRemoveIcon from '@mui/icons-material/PersonRemove'
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator'
import { useTranslate } from 'react-admin'
import { FormDialog } from '@shell'
import type { ModeratorDto } from '../../shared/moderators'
import { moderatorsApi, useModeratorChange, type ModeratorUpdate } from '../moderatorsApi'
import { editFormErrors, type EditModeratorForm } from '../moderatorForm'
import { PermissionPicker } from './PermissionPicker'

/** The fields that changed, as PUT /api/moderators/{id} takes them. */
function changes(moderator: ModeratorDto, form: EditModeratorForm, suspended: boolean): ModeratorUpdate {
  const update: ModeratorUpdate = {}
  const tiktokUsername = form.tiktokUsername.trim().replace(/^@/, '')
  if (form.displayName.trim() !== moderator.displayName) update.displayName = form.displayName.trim()
  if (tiktokUsername !== moderator.tiktokUsername) update.tiktokUsername = tiktokUsername
  if (form.permissions.join() !== moderator.permissions.join()) update.permissions = form.permissions
  if (suspended !== (moderator.status === 'SUSPENDED')) update.status = suspended ? 'SUSPENDED' : 'ACTIVE'
  return update
}

/** Edit Moderator (docs/api/moderators.md): name, TikTok username, permissions, suspend; Demote to Player and Remove. */
export function EditModeratorDialog({ moderator, onClose }: { moderator: ModeratorDto; onClose: () => void }) {
  const translate = useTranslate()
  const { change, busy } = useModeratorChange()
  const [form, setForm] = useState<EditModeratorForm>({
    displayName: moderator.displayName,
    tiktokUsername: moderator.tiktokUsername,
    permissions: moderator.permissions,
  })
  const [suspended, setSuspended] = useState(moderator.status === 'SUSPENDED')
  const errors = editFormErrors(form)
  const update = changes(moderator, form, suspended)
  const set = <K extends keyof EditModeratorForm>(field: K, value: EditModeratorForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }))

  const finish = (succeeded: boolean) => {
    if (succeeded) onClose()
  }

  const save = () =>
    change(() => moderatorsApi.update(moderator.id, update), {
      success: {
        title: translate('moderators.edit.doneTitle'),
        description: translate('moderators.edit.doneText', { name: form.displayName.trim() }),
      },
      failure: translate('moderators.edit.failed'),
    }).then(finish)

  const demote = () => {
    if (!window.confirm(translate('moderators.demote.confirm', { name: moderator.displayName }))) return
    void change(() => moderatorsApi.demote(moderator.id), {
      success: {
        title: translate('moderators.edit.demotedTitle'),
        description: translate('moderators.demote.doneText', { name: moderator.displayName }),
      },
      failure: translate('moderators.demote.failed'),
    }).then(finish)
  }

  const remove = () => {
    if (!window.confirm(translate('moderators.edit.removeConfirm', { name: moderator.displayName }))) return
    void change(() => moderatorsApi.remove(moderator.id), {
      success: {
        title: translate('moderators.edit.removedTitle'),
        description: translate('moderators.edit.removedText', { name: moderator.displayName }),
      },
      failure: translate('moderators.edit.removeFailed'),
    }).then(finish)
  }

  return (
    <FormDialog
      title={translate('moderators.edit.title')}
      submitLabel={translate('moderators.edit.submit')}
      busyLabel={translate('moderators.edit.busy')}
      busy={busy}
      submitDisabled={Object.keys(errors).length > 0 || Object.keys(update).length === 0}
      onClose={onClose}
      onSubmit={save}
    >
      <TextField
        label={translate('moderators.edit.displayName')}
        value={form.displayName}
        onChange={(event) => set('displayName', event.target.value)}
        error={!!errors.displayName}
        helperText={errors.displayName && translate(errors.displayName)}
        required
        fullWidth
        disabled={busy}
      />
      <TextField
        label={translate('moderators.edit.tiktokUsername')}
        value={form.tiktokUsername}
        onChange={(event) => set('tiktokUsername', event.target.value)}
        error={!!errors.tiktokUsername}
        helperText={errors.tiktokUsername && translate(errors.tiktokUsername)}
        required
        fullWidth
        disabled={busy}
      />
      <PermissionPicker
        value={form.permissions}
        onChange={(permissions) => set('permissions', permissions)}
        error={errors.permissions}
        disabled={busy}
      />
      {moderator.status !== 'PENDING' && (
        <FormControlLabel
          control={
            <Switch checked={suspended} onChange={(event) => setSuspended(event.target.checked)} disabled={busy} />
          }
          label={translate('moderators.edit.suspended')}
        />
      )}
      <Divider />
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          {translate('moderators.edit.changeRole')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="outlined"
            color="warning"
            startIcon={<RemoveModeratorIcon />}
            onClick={demote}
            disabled={busy}
          >
            {translate('moderators.edit.demote')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<PersonRemoveIcon />} onClick={remove} disabled={busy}>
            {translate('moderators.edit.remove')}
          </Button>
        </Stack>
      </Box>
    </FormDialog>
  )
}
