import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
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
  const [name, setName] = useState(initialName)
  const [aliases, setAliases] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const notes = useContributions(PLAYER_ADDED_NOTES)

  async function submit() {
    const cleanName = cleanPlayerName(name)
    if (!cleanName) {
      if (source === 'kiosk')
        toast({ title: 'Invalid Name', description: 'Please enter a player name.', variant: 'error' })
      else setNameError(PLAYER_MESSAGES.emptyName)
      return
    }
    setBusy(true)
    try {
      const player = await playersApi.create(
        { name: cleanName, aliases: parseAliases(aliases, cleanName) },
        source,
        creatorId
      )
      const added = [`${player.name} is in.`, ...[...notes].sort(byOrder).map((note) => note.text(player))]
      toast({ title: 'Player Added', description: added.join(' ') })
      onAdded?.(player)
      onClose()
    } catch (error) {
      // Creating a player that already exists is skipped, not an error (docs/api/players.md).
      if (isExistingName(error)) {
        toast({
          title: 'Player Already Exists',
          description: `${cleanName} is already one of your players.`,
          variant: 'info',
        })
        onClose()
      } else {
        toast({
          title: 'Failed to create player',
          description: errorMessage(error, 'Please try again.'),
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
      title="Add Player"
      submitLabel="Add Player"
      busyLabel="Adding..."
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
        nameHint="TikTok display name or username"
        aliasesLabel="Aliases (optional)"
      />
    </FormDialog>
  )
}
