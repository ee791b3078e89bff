import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { formatRelativeTime } from '@shell'
import type { CommandFeedEntryDto, CommandOutcome } from '../shared/chat_commands'
import { chatCommandKeys, chatCommandsApi } from './chatCommandsApi'

/** Each outcome's chip text in the catalog. */
const OUTCOME_KEYS: Record<CommandOutcome, string> = {
  granted: 'chat_commands.feed.outcomes.granted',
  answered: 'chat_commands.feed.outcomes.answered',
  denied: 'chat_commands.feed.outcomes.denied',
  disabled: 'chat_commands.feed.outcomes.disabled',
  invalid: 'chat_commands.feed.outcomes.invalid',
  failed: 'chat_commands.feed.outcomes.failed',
}

const OUTCOME_COLORS: Record<CommandOutcome, 'success' | 'info' | 'error' | 'default' | 'warning'> = {
  granted: 'success',
  answered: 'info',
  denied: 'error',
  disabled: 'default',
  invalid: 'warning',
  failed: 'error',
}

/** The kiosk's command feed: what chat commands did, newest first (pushed as they run). */
export default function CommandFeed({ now, limit = 10 }: { now: number; limit?: number }) {
  const translate = useTranslate()
  const feed = useQuery<CommandFeedEntryDto[], Error>({ queryKey: chatCommandKeys.feed, queryFn: chatCommandsApi.feed })
  const entries = (feed.data ?? []).slice(0, limit)
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="command-feed-title">
      <Typography id="command-feed-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {translate('chat_commands.feed.title')}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('chat_commands.feed.empty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {entries.map((entry) => (
            <ListItem key={entry.id} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <strong>{`!${entry.command}`}</strong>
                    <span>{`@${entry.senderUsername}`}</span>
                    <Chip
                      label={translate(OUTCOME_KEYS[entry.outcome])}
                      size="small"
                      color={OUTCOME_COLORS[entry.outcome]}
                    />
                    <Typography component="span" variant="caption" color="text.secondary">
                      {formatRelativeTime(entry.createdAt, now)}
                    </Typography>
                  </Box>
                }
                secondary={entry.message}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  )
}
