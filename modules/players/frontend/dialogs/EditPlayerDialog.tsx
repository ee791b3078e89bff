import { useState } from 'react'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { FormDialog, useAsyncAction } from '@shell'
import type { PlayerDialogProps } from '../extensions'
import { ledgerKey, playersApi } from '../playersApi'
import { cleanPlayerName, cleanTikTokUserId, formatAliases, knownHandles, parseAliases } from '../playerForm'
import { PlayerNameFields } from './PlayerNameFields'

/** 'Known handles: @a, @b. ' when the player has any that can be a TikTok handle. */
const handlesHint = (handles: string[]) => (handles.length ? `Known handles: ${handles.join(', ')}. ` : '')

/**
 * Edit Player (docs/api/players.md): name required, Save disabled while it is blank. The TikTok user id
 * links the player to a viewer (gifts and chat under any of their handles find them); cleared, it
 * unlinks them.
 */
export default function EditPlayerDialog({ player, onClose }: PlayerDialogProps) {
  const { run, busy } = useAsyncAction()
  const [name, setName] = useState(player.name)
  const [aliases, setAliases] = useState(formatAliases(player.aliases))
  const [isActive, setIsActive] = useState(player.isActive)
  const [tiktokUserId, setTiktokUserId] = useState(player.tiktokUserId ?? '')
  const cleanName = cleanPlayerName(name)
  const cleanUserId = cleanTikTokUserId(tiktokUserId)

  async function submit() {
    if (!cleanName || cleanUserId === null) return
    const updates = { name: cleanName, aliases: parseAliases(aliases, cleanName), isActive }
    const linked = (cleanUserId || null) !== (player.tiktokUserId ?? null)
    const saved = await run(
      async () => {
        await playersApi.update(player.id, updates, 'players')
        if (linked) await playersApi.linkTikTok(player.id, cleanUserId || null, 'players')
      },
      {
        success: { title: 'Player Updated', description: `${cleanName} was saved.` },
        failure: 'Failed to update player. Please try again.',
        invalidate: ledgerKey,
      }
    )
    if (saved) onClose()
  }

  return (
    <FormDialog
      title="Edit Player"
      submitLabel="Save Changes"
      busyLabel="Saving..."
      busy={busy}
      submitDisabled={!cleanName || cleanUserId === null}
      onClose={onClose}
      onSubmit={submit}
    >
      <PlayerNameFields
        name={name}
        aliases={aliases}
        onNameChange={setName}
        onAliasesChange={setAliases}
        busy={busy}
        nameError={cleanName ? null : 'A player needs a name'}
        nameHint=" "
        aliasesLabel="Aliases"
      />
      <TextField
        label="TikTok user id"
        name="tiktokUserId"
        value={tiktokUserId}
        disabled={busy}
        error={cleanUserId === null}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText={
          cleanUserId === null
            ? 'Digits only'
            : `${handlesHint(knownHandles(player))}Stored from their first gift or chat; empty unlinks.`
        }
        onChange={(event) => setTiktokUserId(event.target.value)}
      />
      <FormControlLabel
        control={<Switch checked={isActive} disabled={busy} onChange={(event) => setIsActive(event.target.checked)} />}
        label={
          isActive ? 'Active: shown in the kiosk and My Powerups' : 'Inactive: hidden from the kiosk and My Powerups'
        }
      />
    </FormDialog>
  )
}
