import { onPush } from '@shell'
import { POWERUPS_CHANGED_TOPIC } from '../../powerups/shared/push'
import { MATCHES_TOPIC } from '../shared/push'
import { matchesKeys } from './matchesKeys'

/**
 * The match as pushed (start, score, a use, end) replaces the cached current match; a change of
 * holdings reloads the ready strip, and a match that ended reloads the history.
 */
export const matchesPushHandlers = [
  onPush(MATCHES_TOPIC, ({ match }, { queryClient }) => {
    queryClient.setQueryData(matchesKeys.current, match)
    if (!match || match.endedAt) void queryClient.invalidateQueries({ queryKey: ['matches', 'list'] })
  }),
  onPush(POWERUPS_CHANGED_TOPIC, (_message, { queryClient }) =>
    queryClient.invalidateQueries({ queryKey: matchesKeys.ready })
  ),
]
