import { useState } from 'react'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { useAsyncAction } from '@shell'
import type { PlayerDialogProps } from '../extensions'
import { ledgerKey, playersApi } from '../playersApi'
import { cleanPlayerName, formatAliases, parseAliases } from '../playerForm'
import { DialogFrame } from './DialogFrame'

/** Edit Player (spec 1 §5): name required, Save disabled while it is blank. */
export default function EditPlayerDialog({ player, onClose }: PlayerDialogProps) {
  const { run, busy } = useAsyncAction()
  const [name, setName] = useState(player.name)
  const [aliases, setAliases] = useState(formatAliases(player.aliases))
  const [isActive, setIsActive] = useState(player.isActive)
  const cleanName = cleanPlayerName(name)

  async function submit() {
    if (!cleanName) return
    const updates = { name: cleanName, aliases: parseAliases(aliases, cleanName), isActive }
    const saved = await run(() => playersApi.update(player.id, updates, 'players'), {
      success: { title: 'Player Updated', description: `${cleanName} was saved.` },
      failure: 'Failed to update player. Please try again.',
      invalidate: ledgerKey,
    })
    if (saved) onClose()
  }

  return (
    <DialogFrame
      title="Edit Player"
      submitLabel="Save Changes"
      busyLabel="Saving..."
      busy={busy}
      submitDisabled={!cleanName}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label="Player name"
        name="name"
        autoFocus
        required
        value={name}
        disabled={busy}
        error={!cleanName}
        helperText={cleanName ? ' ' : 'A player needs a name'}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Aliases"
        name="aliases"
        value={aliases}
        disabled={busy}
        helperText="Other names they go by, separated by commas"
        onChange={(event) => setAliases(event.target.value)}
      />
      <FormControlLabel
        control={<Switch checked={isActive} disabled={busy} onChange={(event) => setIsActive(event.target.checked)} />}
        label={
          isActive ? 'Active: shown in the kiosk and My Powerups' : 'Inactive: hidden from the kiosk and My Powerups'
        }
      />
    </DialogFrame>
  )
}
