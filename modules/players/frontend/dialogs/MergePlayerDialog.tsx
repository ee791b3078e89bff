import { useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { FormDialog, useAsyncAction } from '@shell'
import type { PlayerDto } from '../../shared/players'
import type { PlayerDialogProps } from '../extensions'
import { ledgerKey, playersApi, usePlayers } from '../playersApi'

/** Merge: another player of the creator (picked by name or alias) is merged into this one. */
export default function MergePlayerDialog({ player, onClose }: PlayerDialogProps) {
  const translate = useTranslate()
  const { run, busy } = useAsyncAction()
  const { players } = usePlayers()
  const [other, setOther] = useState<PlayerDto | null>(null)
  const candidates = players.filter((candidate) => candidate.id !== player.id)

  async function submit() {
    if (!other) return
    const merged = await run(() => playersApi.merge(player.id, other.id, 'players'), {
      success: {
        title: translate('players.merge.merged'),
        description: translate('players.merge.mergedDescription', { from: other.name, into: player.name }),
      },
      failure: translate('players.merge.failed'),
      invalidate: ledgerKey,
    })
    if (merged) onClose()
  }

  return (
    <FormDialog
      title={translate('players.merge.title', { name: player.name })}
      submitLabel={translate('players.merge.submit')}
      busyLabel={translate('players.merge.busy')}
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
                {`(${option.aliases.join(', ')})`}
              </Typography>
            )}
          </li>
        )}
        renderInput={(params) => <TextField {...params} label={translate('players.merge.other')} autoFocus />}
      />
      <Typography>{translate('players.merge.note')}</Typography>
    </FormDialog>
  )
}
