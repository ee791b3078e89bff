import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { ApiError, errorMessage, FormDialog, useContributions, useToast } from '@shell'
import { PLAYER_MESSAGES, type PlayerDto } from '../../shared/players'
import { ledgerKey, playersApi } from '../playersApi'
import { cleanPlayerName, parseAliases } from '../playerForm'
import { byOrder, PLAYER_ADDED_NOTES } from '../extensions'
import { PlayerNameFields } from './PlayerNameFields'

export interface AddPlayerDialogProps {
  /**
   * Where it opens. The kiosk answers an empty name with the toast 'Invalid Name: Please
   * enter a player name.'; the players page with the field message 'Player name cannot be empty'.
   */
  source: 'kiosk' | 'players'
  initialName?: string
  /** An admin adding to a chosen creator's roster. */
  creatorId?: number
  onClose: () => void
  onAdded?: (player: PlayerDto) => void
}

const isExistingName = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.serverMessage === PLAYER_MESSAGES.exists

/** Add Player (docs/api/players.md): a new player gets the starter pack; an existing name is skipped. */
export function AddPlayerDialog({ source, initialName = '', creatorId, onClose, onAdded }: AddPlayerDialogProps) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const translate = useTranslate()
  const [name, setName] = useState(initialName)
  const [aliases, setAliases] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const notes = useContributions(PLAYER_ADDED_NOTES)

  async function submit() {
    const cleanName = cleanPlayerName(name)
    if (!cleanName) {
      if (source === 'kiosk') {
        toast({
          title: translate('players.add.invalidName'),
          description: translate('players.add.enterName'),
          variant: 'error',
        })
      } else setNameError(translate('players.form.emptyName'))
      return
    }
    setBusy(true)
    try {
      const player = await playersApi.create(
        { name: cleanName, aliases: parseAliases(aliases, cleanName) },
        source,
        creatorId
      )
      const added = [
        translate('players.add.isIn', { name: player.name }),
        ...[...notes].sort(byOrder).map((note) => note.text(player)),
      ]
      toast({ title: translate('players.add.added'), description: added.join(' ') })
      onAdded?.(player)
      onClose()
    } catch (error) {
      // Creating a player that already exists is skipped, not an error (docs/api/players.md).
      if (isExistingName(error)) {
        toast({
          title: translate('players.add.exists'),
          description: translate('players.add.existsDescription', { name: cleanName }),
          variant: 'info',
        })
        onClose()
      } else {
        toast({
          title: translate('players.add.failed'),
          description: errorMessage(error, translate('players.add.tryAgain')),
          variant: 'error',
        })
      }
    } finally {
      setBusy(false)
      void queryClient.invalidateQueries({ queryKey: ledgerKey })
    }
  }

  return (
    <FormDialog
      title={translate('players.add.title')}
      submitLabel={translate('players.add.submit')}
      busyLabel={translate('players.add.busy')}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <PlayerNameFields
        name={name}
        aliases={aliases}
        onNameChange={(typed) => {
          setName(typed)
          setNameError(null)
        }}
        onAliasesChange={setAliases}
        busy={busy}
        nameError={nameError}
        nameHint={translate('players.form.nameHint')}
        aliasesLabel={translate('players.form.aliasesOptional')}
      />
    </FormDialog>
  )
}
