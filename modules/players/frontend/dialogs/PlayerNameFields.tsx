import TextField from '@mui/material/TextField'
import { useTranslate } from 'react-admin'

export interface PlayerNameFieldsProps {
  name: string
  aliases: string
  onNameChange: (name: string) => void
  onAliasesChange: (aliases: string) => void
  busy: boolean
  /** Shown in red under the name; else `nameHint`. */
  nameError: string | null
  nameHint: string
  aliasesLabel: string
}

/** A player's name and aliases, as Add Player and Edit Player ask for them. */
export function PlayerNameFields({
  name,
  aliases,
  onNameChange,
  onAliasesChange,
  busy,
  nameError,
  nameHint,
  aliasesLabel,
}: PlayerNameFieldsProps) {
  const translate = useTranslate()
  return (
    <>
      <TextField
        label={translate('players.form.name')}
        name="name"
        autoFocus
        required
        value={name}
        disabled={busy}
        error={!!nameError}
        helperText={nameError ?? nameHint}
        onChange={(event) => onNameChange(event.target.value)}
        slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } }}
      />
      <TextField
        label={aliasesLabel}
        name="aliases"
        value={aliases}
        disabled={busy}
        helperText={translate('players.form.aliasesHelp')}
        onChange={(event) => onAliasesChange(event.target.value)}
      />
    </>
  )
}
