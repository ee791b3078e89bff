import { useState } from 'react'
import Typography from '@mui/material/Typography'
import { FormDialog } from '@shell'
import type { PlayerDialogProps } from '../../../players/frontend/public'
import type { ModeratorPermission } from '../../shared/moderators'
import { moderatorsApi, useModeratorChange } from '../moderatorsApi'
import { PermissionPicker } from '../dialogs/PermissionPicker'

const DEFAULT_PERMISSIONS: ModeratorPermission[] = ['grant_powerups', 'use_powerups']

/** Player menu → Promote to Moderator: choose permissions; the account waits for a password. */
export default function PromoteToModeratorDialog({ player, onClose }: PlayerDialogProps) {
  const { change, busy } = useModeratorChange()
  const [permissions, setPermissions] = useState<ModeratorPermission[]>(DEFAULT_PERMISSIONS)

  async function submit() {
    const promoted = await change(() => moderatorsApi.promote(player.id, permissions), {
      success: {
        title: 'Player promoted',
        description: `${player.name} is now a moderator. Set their password in My Moderators so they can sign in.`,
      },
      failure: 'Failed to promote player to moderator. Please try again.',
    })
    if (promoted) onClose()
  }

  return (
    <FormDialog
      title={`Promote ${player.name} to Moderator`}
      submitLabel="Promote to Moderator"
      busyLabel="Promoting..."
      busy={busy}
      submitDisabled={!permissions.length}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2" color="text.secondary">
        {player.name} keeps everything they have as a player. As a moderator they act for you with the permissions
        below.
      </Typography>
      <PermissionPicker
        value={permissions}
        onChange={setPermissions}
        error={permissions.length ? undefined : 'Permissions Required'}
        disabled={busy}
      />
    </FormDialog>
  )
}
