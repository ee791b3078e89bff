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
import { FormDialog } from '@shell'
import type { ModeratorDto } from '../../shared/moderators'
import { moderatorsApi, useModeratorChange, type ModeratorUpdate } from '../moderatorsApi'
import { demoteConfirmation, editFormErrors, type EditModeratorForm } from '../moderatorForm'
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
      success: { title: 'Moderator Updated', description: `${form.displayName.trim()} has been updated.` },
      failure: 'Failed to update moderator.',
    }).then(finish)

  const demote = () => {
    if (!window.confirm(demoteConfirmation(moderator.displayName))) return
    void change(() => moderatorsApi.demote(moderator.id), {
      success: { title: 'Moderator Demoted', description: `${moderator.displayName} is a normal player again.` },
      failure: 'Failed to demote moderator. Please try again.',
    }).then(finish)
  }

  const remove = () => {
    if (!window.confirm(`Remove ${moderator.displayName} as a moderator? They will no longer be able to sign in.`))
      return
    void change(() => moderatorsApi.remove(moderator.id), {
      success: { title: 'Moderator Removed', description: `${moderator.displayName} can no longer sign in.` },
      failure: 'Failed to delete moderator',
    }).then(finish)
  }

  return (
    <FormDialog
      title="Edit Moderator"
      submitLabel="Save Changes"
      busyLabel="Saving..."
      busy={busy}
      submitDisabled={Object.keys(errors).length > 0 || Object.keys(update).length === 0}
      onClose={onClose}
      onSubmit={save}
    >
      <TextField
        label="Display Name"
        value={form.displayName}
        onChange={(event) => set('displayName', event.target.value)}
        error={!!errors.displayName}
        helperText={errors.displayName}
        required
        fullWidth
        disabled={busy}
      />
      <TextField
        label="TikTok Username"
        value={form.tiktokUsername}
        onChange={(event) => set('tiktokUsername', event.target.value)}
        error={!!errors.tiktokUsername}
        helperText={errors.tiktokUsername}
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
          label="Suspended (cannot sign in until resumed)"
        />
      )}
      <Divider />
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          Change role
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="outlined"
            color="warning"
            startIcon={<RemoveModeratorIcon />}
            onClick={demote}
            disabled={busy}
          >
            Demote to Player
          </Button>
          <Button variant="outlined" color="error" startIcon={<PersonRemoveIcon />} onClick={remove} disabled={busy}>
            Remove Moderator
          </Button>
        </Stack>
      </Box>
    </FormDialog>
  )
}
