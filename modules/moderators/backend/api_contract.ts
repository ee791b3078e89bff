import { defineApiContract } from '#core/api_contract/contract'
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
    'moderators.me.activity': { summary: 'The signed-in moderator’s activity' },
    'moderators.index': { summary: 'List moderators' },
    'moderators.store': { summary: 'Add a moderator', body: createModeratorValidator },
    'moderators.stats': { summary: 'Moderator figures' },
    'moderators.promote': { summary: 'Make a player a moderator', body: promotePlayerValidator },
    'moderators.update': { summary: 'Change a moderator', body: updateModeratorValidator },
    'moderators.destroy': { summary: 'Delete a moderator' },
    'moderators.demote': { summary: 'Make a moderator a player again' },
    'moderators.reset_password': { summary: 'Set a moderator’s password', body: resetPasswordValidator },
  },
})
