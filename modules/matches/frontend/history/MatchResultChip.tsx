import Chip from '@mui/material/Chip'
import { useTranslate } from 'react-admin'
import type { MatchDto } from '../../shared/matches'

const COLORS = { win: 'success', loss: 'error', draw: 'default' } as const

/** Win / Loss / Draw, or In progress while the match runs. */
export function MatchResultChip({ match }: { match: Pick<MatchDto, 'result' | 'endedAt'> }) {
  const translate = useTranslate()
  if (!match.endedAt || !match.result) {
    return (
      <Chip
        size="small"
        color="secondary"
        label={translate(match.endedAt ? 'matches.result.unknown' : 'matches.result.live')}
      />
    )
  }
  return <Chip size="small" color={COLORS[match.result]} label={translate(`matches.result.${match.result}`)} />
}
