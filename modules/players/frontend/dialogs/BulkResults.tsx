import List from '@mui/material/List'
import { useTranslate } from 'react-admin'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import InfoIcon from '@mui/icons-material/Info'
import type { BulkPlayersResponse, PlayerDto } from '../../shared/players'

/** A bulk action's answer: done and skipped counts, then each player with their outcome. */
export function BulkResults({
  answer,
  players,
}: {
  answer: Omit<BulkPlayersResponse, 'success'>
  players: PlayerDto[]
}) {
  const translate = useTranslate()
  const names = new Map(players.map((player) => [player.id, player.name]))
  return (
    <>
      <Typography role="status">
        {translate('players.bulk.summary', { ok: answer.ok, skipped: answer.skipped })}
      </Typography>
      <List dense aria-label={translate('players.bulk.results')} sx={{ maxHeight: 320, overflow: 'auto' }}>
        {answer.results.map((result) => (
          <ListItem key={result.playerId} disableGutters sx={{ gap: 1 }}>
            {result.status === 'ok' ? <CheckCircleIcon color="success" /> : <InfoIcon color="warning" />}
            <ListItemText
              primary={result.name ?? names.get(result.playerId) ?? `#${result.playerId}`}
              secondary={
                result.status === 'ok'
                  ? translate('players.bulk.resultDone')
                  : translate('players.bulk.resultSkipped', { reason: result.reason })
              }
            />
          </ListItem>
        ))}
      </List>
    </>
  )
}
