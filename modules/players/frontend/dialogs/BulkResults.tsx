import List from '@mui/material/List'
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
  const names = new Map(players.map((player) => [player.id, player.name]))
  return (
    <>
      <Typography role="status">
        {answer.ok} done, {answer.skipped} skipped
      </Typography>
      <List dense aria-label="Results" sx={{ maxHeight: 320, overflow: 'auto' }}>
        {answer.results.map((result) => (
          <ListItem key={result.playerId} disableGutters sx={{ gap: 1 }}>
            {result.status === 'ok' ? <CheckCircleIcon color="success" /> : <InfoIcon color="warning" />}
            <ListItemText
              primary={result.name ?? names.get(result.playerId) ?? `#${result.playerId}`}
              secondary={result.status === 'ok' ? 'Done' : `Skipped: ${result.reason}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  )
}
