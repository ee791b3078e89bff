import { useState } from 'react'
import Typography from '@mui/material/Typography'
import { FormDialog } from '@shell'
import type { PlayerDialogProps } from '../../../players/frontend/public'
import type { ModeratorPermission } from '../../shared/moderators'
import { moderatorsApi, useModeratorChange } from '../moderatorsApi'
import { PermissionPicker } from '../dialogs/PermissionPicker'
import { useTranslate } from 'react-admin'

const DEFAULT_PERMISSIONS: ModeratorPermission[] = ['grant_powerups', 'use_powerups']

/** Player menu → Promote to Moderator: choose permissions; the account waits for a password. */
export default function PromoteToModeratorDialog({ player, onClose }: PlayerDialogProps) {
  const translate = useTranslate()
  const { change, busy } = useModeratorChange()
  const [permissions, setPermissions] = useState<ModeratorPermission[]>(DEFAULT_PERMISSIONS)

  async function submit() {
    const promoted = await change(() => moderatorsApi.promote(player.id, permissions), {
      success: {
        title: translate('moderators.promote.doneTitle'),
        description: translate('moderators.promote.doneText', { name: player.name }),
      },
      failure: translate('moderators.promote.failed'),
    })
    if (promoted) onClose()
  }

  return (
    <FormDialog
      title={translate('moderators.promote.title', { name: player.name })}
      submitLabel={translate('moderators.promote.submit')}
      busyLabel={translate('moderators.promote.busy')}
      busy={busy}
      submitDisabled={!permissions.length}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('moderators.promote.intro', { name: player.name })}
      </Typography>
      <PermissionPicker
        value={permissions}
        onChange={setPermissions}
        error={permissions.length ? undefined : 'moderators.form.permissionsRequired'}
        disabled={busy}
      />
    </FormDialog>
  )
}
