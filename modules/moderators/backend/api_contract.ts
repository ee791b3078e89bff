import { defineApiContract, successWith } from '#core/api_contract/contract'
import {
  createModeratorValidator,
  promotePlayerValidator,
  resetPasswordValidator,
  updateModeratorValidator,
} from './validators.js'

/** docs/api/moderators.md */
export default defineApiContract({
  tag: 'Moderators',
  description: 'A creator’s moderators and what they did.',
  routes: {
    'moderators.me.activity': {
      summary: 'The signed-in moderator’s activity',
      responses: { 200: 'ModeratorActivityResponse' },
    },
    'moderators.index': { summary: 'List moderators', responses: { 200: 'ModeratorsResponse' } },
    'moderators.store': {
      summary: 'Add a moderator',
      body: createModeratorValidator,
      responses: { 201: 'ModeratorResponse' },
    },
    'moderators.stats': { summary: 'Moderator figures', responses: { 200: 'ModeratorStatsResponse' } },
    'moderators.promote': {
      summary: 'Make a player a moderator',
      body: promotePlayerValidator,
      responses: { 201: 'ModeratorResponse' },
    },
    'moderators.update': {
      summary: 'Change a moderator',
      body: updateModeratorValidator,
      responses: { 200: 'ModeratorResponse' },
    },
    'moderators.destroy': { summary: 'Delete a moderator', responses: { 200: successWith() } },
    'moderators.demote': { summary: 'Make a moderator a player again', responses: { 200: successWith() } },
    'moderators.reset_password': {
      summary: 'Set a moderator’s password',
      body: resetPasswordValidator,
      responses: { 200: 'ModeratorResponse' },
    },
  },
})
