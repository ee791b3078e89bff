import { Command, action, contribute, defineCliModule, formatDate, parsePositiveInt } from '../../../cli/src/sdk.js'
import { LIVE_SUBCOMMANDS } from '../../live/cli/public.js'
import { POWERUP_LABELS, type PowerupType } from '../../powerups/shared/powerups.js'
import type { MatchDto, MatchListResponse } from '../shared/matches.js'
import { MATCH_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'

const usedOf = (match: MatchDto) =>
  Object.entries(match.used)
    .map(([type, count]) => `${count} × ${POWERUP_LABELS[type as PowerupType] ?? type}`)
    .join(', ') || '—'

/** `powerdeck live matches`: the creator's TikTok matches, newest first (docs/api/matches.md). */
export function matchesCommand() {
  return new Command('matches')
    .description('List the TikTok matches (LIVE battles), newest first, with score, result and items used')
    .option('--page <n>', 'page', parsePositiveInt)
    .option('--per-page <n>', 'matches per page (at most 100)', parsePositiveInt)
    .option('--creator <id>', "an admin's view of a creator's matches", parsePositiveInt)
    .action(
      action<{ page?: number; perPage?: number; creator?: number }>(async (ctx) => {
        const options = ctx.opts
        const query = new URLSearchParams()
        if (options.page) query.set('page', String(options.page))
        if (options.perPage) query.set('perPage', String(options.perPage))
        if (options.creator) query.set('creatorId', String(options.creator))
        const { matches, total } = await ctx.api.get<MatchListResponse>(`/api/live/matches?${query}`)
        ctx.out.result({ matches, total }, () => {
          ctx.out.table(
            matches,
            [
              { header: 'id', value: (m) => m.id, align: 'right' },
              { header: 'started', value: (m) => formatDate(m.startedAt) },
              { header: 'opponent', value: (m) => (m.opponent ? `@${m.opponent.uniqueId}` : '—') },
              { header: 'score', value: (m) => `${m.ours} : ${m.theirs}` },
              { header: 'result', value: (m) => m.result ?? (m.endedAt ? '—' : 'running') },
              { header: 'used', value: usedOf },
            ],
            'No matches yet.'
          )
          ctx.out.line(`${matches.length} of ${total} matches`)
        })
      })
    )
}

export default defineCliModule({
  ...MODULE,
  auditEvents: MATCH_AUDIT_EVENTS,
  commands: () => [],
  contributes: [contribute(LIVE_SUBCOMMANDS, () => matchesCommand())],
})
