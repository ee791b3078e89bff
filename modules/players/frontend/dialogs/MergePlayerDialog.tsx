import { useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormDialog, useAsyncAction } from '@shell'
import type { PlayerDto } from '../../shared/players'
import type { PlayerDialogProps } from '../extensions'
import { ledgerKey, playersApi, usePlayers } from '../playersApi'

export const MERGE_PLAYER_NOTE =
  'Their powerups, history, names and TikTok identity move to this player; the other player is then deleted.'

/** Merge: another player of the creator (picked by name or alias) is merged into this one. */
export default function MergePlayerDialog({ player, onClose }: PlayerDialogProps) {
  const { run, busy } = useAsyncAction()
  const { players } = usePlayers()
  const [other, setOther] = useState<PlayerDto | null>(null)
  const candidates = players.filter((candidate) => candidate.id !== player.id)

  async function submit() {
    if (!other) return
    const merged = await run(() => playersApi.merge(player.id, other.id, 'players'), {
      success: { title: 'Players Merged', description: `${other.name} was merged into ${player.name}.` },
      failure: 'Failed to merge players. Please try again.',
      invalidate: ledgerKey,
    })
    if (merged) onClose()
  }

  return (
    <FormDialog
      title={`Merge into ${player.name}`}
      submitLabel="Merge"
      busyLabel="Merging..."
      busy={busy}
      submitDisabled={!other}
      danger
      onClose={onClose}
      onSubmit={submit}
    >
      <Autocomplete
        options={candidates}
        value={other}
        disabled={busy}
        onChange={(_event, value) => setOther(value)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterOptions={(options, { inputValue }) => {
          const text = inputValue.trim().replace(/^@+/, '').toLowerCase()
          return options.filter((option) =>
            [option.name, ...option.aliases].some((name) => name.toLowerCase().includes(text))
          )
        }}
        renderOption={(props, option) => (
          <li {...props} key={option.id}>
            {option.name}
            {option.aliases.length > 0 && (
              <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                ({option.aliases.join(', ')})
              </Typography>
            )}
          </li>
        )}
        renderInput={(params) => <TextField {...params} label="Player to merge in" autoFocus />}
      />
      <Typography>{MERGE_PLAYER_NOTE}</Typography>
    </FormDialog>
  )
}
