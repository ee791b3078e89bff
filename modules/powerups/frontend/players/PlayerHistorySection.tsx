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
import { useTranslate, type TranslateFunction } from 'react-admin'
import { formatRelativeTime, LoadingState, useHoldsPermission } from '@shell'
import type { PlayerDto } from '../../../players/shared/players'
import type { PowerupSource } from '../../shared/powerups'
import type { LedgerHistoryEntryDto, LedgerHistoryResponse } from '../../shared/undo'
import { powerupsApi, powerupsKeys } from '../ledgerApi'
import { POWERUP_LABEL_KEYS, PowerupTypeIcon } from '../ui/powerupVisuals'
import { RevertDialog } from '../ui/RevertDialog'
import { useNow } from '../ui/useNow'
import { useUndoEntry } from '../ui/useUndo'

const headline = (entry: LedgerHistoryEntryDto, translate: TranslateFunction) => {
  const powerup = translate(POWERUP_LABEL_KEYS[entry.type])
  return entry.kind === 'grant'
    ? translate('powerups.history.granted', { count: entry.count, powerup })
    : translate('powerups.history.used', { powerup })
}

/** The automatic sources, named (catalog keys): a grant "by System" alone does not say which of them made it. */
const SOURCE_NOTES: Partial<Record<PowerupSource, string>> = {
  gift: 'powerups.history.sourceGift',
  starter: 'powerups.history.sourceStarter',
  battle: 'powerups.history.sourceBattle',
  chat: 'powerups.history.sourceChat',
}

const byText = (entry: LedgerHistoryEntryDto, translate: TranslateFunction) => {
  const note = SOURCE_NOTES[entry.source]
  return note
    ? translate('powerups.history.byWithSource', { name: entry.byName, source: translate(note) })
    : entry.byName
}

function StateChip({ entry }: { entry: LedgerHistoryEntryDto }) {
  const translate = useTranslate()
  if (entry.revokedAs === 'undone') return <Chip size="small" label={translate('powerups.history.undone')} />
  if (entry.revokedAs === 'removed') return <Chip size="small" label={translate('powerups.history.removed')} />
  if (entry.kind === 'grant') {
    return <Chip size="small" variant="outlined" label={translate('powerups.history.left', { count: entry.left })} />
  }
  return null
}

function HistoryRow({ entry, onUndo }: { entry: LedgerHistoryEntryDto; onUndo?: () => void }) {
  const translate = useTranslate()
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
          <Typography sx={{ fontWeight: 600 }}>{headline(entry, translate)}</Typography>
          <StateChip entry={entry} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {`${byText(entry, translate)} · ${formatRelativeTime(entry.at)} · `}
          <code>{entry.id}</code>
        </Typography>
      </Box>
      {onUndo && (
        <Button
          variant="outlined"
          startIcon={<UndoIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
          onClick={onUndo}
          aria-label={translate('powerups.history.undoLabel', { id: entry.id })}
          sx={{ minHeight: 44, ml: 'auto' }}
        >
          {translate('powerups.history.undo')}
        </Button>
      )}
    </Box>
  )
}

const undoText = (entry: LedgerHistoryEntryDto, name: string, translate: TranslateFunction) => {
  const powerup = translate(POWERUP_LABEL_KEYS[entry.type])
  return entry.kind === 'grant'
    ? translate('powerups.history.undoGrantText', { powerup, name, left: entry.left, count: entry.count })
    : translate('powerups.history.undoUseText', { powerup, name })
}

/** Player detail: grants and uses, newest first, with Undo while the creator's undo window lasts. */
export default function PlayerHistorySection({ player }: { player: PlayerDto }) {
  const now = useNow()
  const translate = useTranslate()
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
        title={translate('powerups.history.title')}
        subheader={
          minutes === undefined
            ? translate('powerups.history.subtitle')
            : translate('powerups.history.subtitleWindow', { smart_count: minutes })
        }
        titleTypographyProps={{ variant: 'h6' }}
      />
      <CardContent sx={{ pt: 0 }}>
        {history.isPending ? (
          <LoadingState label={translate('powerups.history.loading')} />
        ) : history.error ? (
          <Alert severity="error">{history.error.message}</Alert>
        ) : history.data.entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate('powerups.history.empty')}
          </Typography>
        ) : (
          history.data.entries.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} onUndo={undoable(entry) ? () => setUndoing(entry) : undefined} />
          ))
        )}
      </CardContent>
      {undoing && (
        <RevertDialog
          title={translate('powerups.history.undoTitle', { id: undoing.id })}
          text={undoText(undoing, player.name, translate)}
          submitLabel={translate('powerups.history.undo')}
          busyLabel={translate('powerups.history.undoing')}
          onClose={() => setUndoing(null)}
          onSubmit={(reason) => undo(undoing.id, { reason })}
        />
      )}
    </Card>
  )
}
