import { useState } from 'react'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { useTranslate } from 'react-admin'
import { FormDialog, useAsyncAction } from '@shell'
import type { PlayerDialogProps } from '../extensions'
import { ledgerKey, playersApi } from '../playersApi'
import { cleanPlayerName, cleanTikTokUserId, formatAliases, knownHandles, parseAliases } from '../playerForm'
import { PlayerNameFields } from './PlayerNameFields'

/**
 * Edit Player (docs/api/players.md): name required, Save disabled while it is blank. The TikTok user id
 * links the player to a viewer (gifts and chat under any of their handles find them); cleared, it
 * unlinks them.
 */
export default function EditPlayerDialog({ player, onClose }: PlayerDialogProps) {
  const translate = useTranslate()
  const { run, busy } = useAsyncAction()
  const [name, setName] = useState(player.name)
  const handles = knownHandles(player)
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
        success: {
          title: translate('players.edit.saved'),
          description: translate('players.edit.savedDescription', { name: cleanName }),
        },
        failure: translate('players.edit.failed'),
        invalidate: ledgerKey,
      }
    )
    if (saved) onClose()
  }

  return (
    <FormDialog
      title={translate('players.edit.title')}
      submitLabel={translate('players.edit.submit')}
      busyLabel={translate('players.edit.busy')}
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
        nameError={cleanName ? null : translate('players.form.nameRequired')}
        nameHint=" "
        aliasesLabel={translate('players.form.aliases')}
      />
      <TextField
        label={translate('players.form.tiktokUserId')}
        name="tiktokUserId"
        value={tiktokUserId}
        disabled={busy}
        error={cleanUserId === null}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText={
          cleanUserId === null
            ? translate('players.form.digitsOnly')
            : handles.length
              ? translate('players.form.tiktokUserIdHelpHandles', { handles: handles.join(', ') })
              : translate('players.form.tiktokUserIdHelp')
        }
        onChange={(event) => setTiktokUserId(event.target.value)}
      />
      <FormControlLabel
        control={<Switch checked={isActive} disabled={busy} onChange={(event) => setIsActive(event.target.checked)} />}
        label={isActive ? translate('players.form.active') : translate('players.form.inactive')}
      />
    </FormDialog>
  )
}
