import { useState } from 'react'
import UndoIcon from '@mui/icons-material/Undo'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { formatRelativeTime, LoadingState, useHoldsPermission } from '@shell'
import type { PlayerDto } from '../../../players/shared/players'
import { POWERUP_LABELS, type PowerupSource } from '../../shared/powerups'
import type { LedgerHistoryEntryDto, LedgerHistoryResponse } from '../../shared/undo'
import { powerupsApi, powerupsKeys } from '../ledgerApi'
import { PowerupTypeIcon } from '../ui/powerupVisuals'
import { RevertDialog } from '../ui/RevertDialog'
import { useNow } from '../ui/useNow'
import { useUndoEntry } from '../ui/useUndo'

const headline = (entry: LedgerHistoryEntryDto) =>
  entry.kind === 'grant' ? `Granted ${entry.count} ${POWERUP_LABELS[entry.type]}` : `Used ${POWERUP_LABELS[entry.type]}`

/** The automatic sources, named: a grant "by System" alone does not say which of them made it. */
const SOURCE_NOTES: Partial<Record<PowerupSource, string>> = {
  gift: 'gift rule',
  starter: 'starter pack',
  battle: 'battle card',
  chat: 'chat command',
}

const byText = (entry: LedgerHistoryEntryDto) => {
  const note = SOURCE_NOTES[entry.source]
  return note ? `${entry.byName} (${note})` : entry.byName
}

function StateChip({ entry }: { entry: LedgerHistoryEntryDto }) {
  if (entry.revokedAs === 'undone') return <Chip size="small" label="Undone" />
  if (entry.revokedAs === 'removed') return <Chip size="small" label="Removed" />
  if (entry.kind === 'grant') return <Chip size="small" variant="outlined" label={`${entry.left} left`} />
  return null
}

function HistoryRow({ entry, onUndo }: { entry: LedgerHistoryEntryDto; onUndo?: () => void }) {
  return (
    <Box
      data-testid="history-entry"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: entry.revokedAt ? 0.65 : 1,
      }}
    >
      <PowerupTypeIcon type={entry.type} size={36} />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{headline(entry)}</Typography>
          <StateChip entry={entry} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {byText(entry)} · {formatRelativeTime(entry.at)} · <code>{entry.id}</code>
        </Typography>
      </Box>
      {onUndo && (
        <Button
          variant="outlined"
          startIcon={<UndoIcon />}
          onClick={onUndo}
          aria-label={`Undo ${entry.id}`}
          sx={{ minHeight: 44, ml: 'auto' }}
        >
          Undo
        </Button>
      )}
    </Box>
  )
}

const undoText = (entry: LedgerHistoryEntryDto, playerName: string) =>
  entry.kind === 'grant'
    ? `Takes back the ${POWERUP_LABELS[entry.type]} of this grant that ${playerName} has not used yet (${entry.left} of ${entry.count}).`
    : `Gives the ${POWERUP_LABELS[entry.type]} back to ${playerName}, to the very powerup it was used from (same expiry).`

/** Player detail: grants and uses, newest first, with Undo while the creator's undo window lasts. */
export default function PlayerHistorySection({ player }: { player: PlayerDto }) {
  const now = useNow()
  const undo = useUndoEntry()
  const [undoing, setUndoing] = useState<LedgerHistoryEntryDto | null>(null)
  const may = { grant: useHoldsPermission('grant_powerups'), use: useHoldsPermission('use_powerups') }
  const history = useQuery<LedgerHistoryResponse, Error>({
    queryKey: powerupsKeys.history(player.id),
    queryFn: () => powerupsApi.history(player.id),
  })
  // A grant whose units are all used has nothing to take back: no Undo.
  const undoable = (entry: LedgerHistoryEntryDto) =>
    may[entry.kind] && entry.left !== 0 && entry.undoableUntil !== null && Date.parse(entry.undoableUntil) > now

  const minutes = history.data?.undoWindowMinutes
  return (
    <Card>
      <CardHeader
        title="Powerup History"
        subheader={
          minutes === undefined
            ? 'Grants and uses, newest first'
            : `Grants and uses, newest first; undo within ${minutes} minute${minutes === 1 ? '' : 's'}`
        }
        titleTypographyProps={{ variant: 'h6' }}
      />
      <CardContent sx={{ pt: 0 }}>
        {history.isPending ? (
          <LoadingState label="Loading history..." />
        ) : history.error ? (
          <Alert severity="error">{history.error.message}</Alert>
        ) : history.data.entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No grants or uses yet.
          </Typography>
        ) : (
          history.data.entries.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} onUndo={undoable(entry) ? () => setUndoing(entry) : undefined} />
          ))
        )}
      </CardContent>
      {undoing && (
        <RevertDialog
          title={`Undo ${undoing.id}?`}
          text={undoText(undoing, player.name)}
          submitLabel="Undo"
          busyLabel="Undoing..."
          onClose={() => setUndoing(null)}
          onSubmit={(reason) => undo(undoing.id, { reason })}
        />
      )}
    </Card>
  )
}
