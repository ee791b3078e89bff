import { defineApiContract } from '#core/api_contract/contract'
import {
  exportMatchValidator,
  listMatchesValidator,
  saveMatchLimitsValidator,
  showMatchValidator,
} from './validators.js'

/** docs/api/matches.md */
export default defineApiContract({
  tag: 'Matches',
  description:
    'TikTok matches (LIVE battles) of the stream: the running one, the history, reports and the ready strip.',
  routes: {
    'matches.current': { summary: 'The running match', responses: { 200: 'CurrentMatchResponse' } },
    'matches.ready': { summary: 'Players holding each powerup type', responses: { 200: 'ReadyStripResponse' } },
    'matches.limits': { summary: 'The per-match limits in force', responses: { 200: 'MatchLimitsResponse' } },
    'matches.limits.save': {
      summary: "The creator's own per-match limits (null: the system default)",
      body: saveMatchLimitsValidator,
      responses: { 200: 'MatchLimitsResponse' },
    },
    'matches.index': {
      summary: 'The matches, newest first',
      query: listMatchesValidator,
      responses: { 200: 'MatchListResponse' },
    },
    'matches.show': { summary: 'A match report', query: showMatchValidator, responses: { 200: 'MatchReportResponse' } },
    'matches.export': {
      summary: 'A match report as CSV or JSON',
      query: exportMatchValidator,
      produces: 'text/csv',
    },
  },
})
