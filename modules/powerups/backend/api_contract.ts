import { defineApiContract } from '#core/api_contract/contract'
import {
  bulkExpireValidator,
  bulkGrantValidator,
  exportHistoryValidator,
  grantPowerupValidator,
  importValidator,
  powerupSettingsValidator,
  revertValidator,
  usePowerupValidator,
} from './validators.js'

/** docs/api/powerups.md */
export default defineApiContract({
  tag: 'Powerups',
  description: 'The ledger: grants, uses, undo, transfers and the history.',
  routes: {
    'powerups.powerups.grant': {
      summary: 'Grant a powerup to a player',
      body: grantPowerupValidator,
      responses: { 200: 'GrantPowerupResponse' },
    },
    'powerups.powerups.use': {
      summary: 'Use a player’s powerup',
      body: usePowerupValidator,
      responses: { 200: 'UsePowerupResponse' },
    },
    'powerups.powerups.bulkGrant': {
      summary: 'Grant powerups to many players',
      body: bulkGrantValidator,
      responses: { 200: 'BulkPlayersResponse' },
    },
    'powerups.powerups.bulkExpire': {
      summary: 'Expire many players’ powerups',
      body: bulkExpireValidator,
      responses: { 200: 'BulkPlayersResponse' },
    },
    'powerups.transfer.import': {
      summary: 'Import players and powerups',
      body: importValidator,
      responses: { 200: 'ImportResponse' },
    },
    'powerups.stats.show': { summary: 'Powerup figures of the creator', responses: { 200: 'PowerupStatsResponse' } },
    'powerups.history.show': { summary: 'A player’s ledger history', responses: { 200: 'LedgerHistoryResponse' } },
    'powerups.history.export': {
      summary: 'The ledger history as CSV',
      query: exportHistoryValidator,
      produces: 'text/csv',
    },
    'powerups.ledger.undo': {
      summary: 'Undo a ledger entry',
      body: revertValidator,
      responses: { 200: 'UndoResponse' },
    },
    'powerups.holdings.remove': {
      summary: 'Remove a held powerup',
      body: revertValidator,
      responses: { 200: 'RemoveHoldingResponse' },
    },
    'powerups.settings.show': {
      summary: 'Powerup settings of the creator',
      responses: { 200: 'PowerupSettingsResponse' },
    },
    'powerups.settings.update': {
      summary: 'Change powerup settings',
      body: powerupSettingsValidator,
      responses: { 200: 'PowerupSettingsResponse' },
    },
  },
})
