import { defineApiContract, successWith } from '#core/api_contract/contract'
import {
  bulkDeletePlayersValidator,
  createPlayerValidator,
  deletePlayerValidator,
  linkTikTokValidator,
  listPlayersValidator,
  mergePlayersValidator,
  updatePlayerValidator,
} from './validators.js'

/** A deleted player is answered by id and name only. */
const deleted = successWith({
  player: {
    type: 'object',
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
    required: ['id', 'name'],
  },
})

/** docs/api/players.md */
export default defineApiContract({
  tag: 'Players',
  description: 'A creator’s roster of players.',
  routes: {
    'players.players.index': {
      summary: 'List players',
      query: listPlayersValidator,
      responses: { 200: 'ListPlayersResponse' },
    },
    'players.players.store': {
      summary: 'Add a player',
      body: createPlayerValidator,
      responses: { 201: 'PlayerResponse' },
    },
    'players.players.update': {
      summary: 'Change a player',
      body: updatePlayerValidator,
      responses: { 200: 'PlayerResponse' },
    },
    'players.players.destroy': {
      summary: 'Delete a player',
      body: deletePlayerValidator,
      responses: { 200: deleted },
    },
    'players.players.link_tiktok': {
      summary: 'Link a player to a TikTok user id, or unlink',
      body: linkTikTokValidator,
      responses: { 200: 'PlayerResponse' },
    },
    'players.players.merge': {
      summary: 'Merge one player into another',
      body: mergePlayersValidator,
      responses: { 200: 'MergePlayersResponse' },
    },
    'players.players.bulkDestroy': {
      summary: 'Delete many players',
      body: bulkDeletePlayersValidator,
      responses: { 200: 'BulkPlayersResponse' },
    },
  },
})
