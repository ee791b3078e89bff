import { defineApiContract } from '#core/api_contract/contract'
import { commandFeedValidator, updateChatCommandsValidator } from './validators.js'

/** docs/api/chat_commands.md */
export default defineApiContract({
  tag: 'Chat commands',
  description: 'Commands typed in a creator’s TikTok LIVE chat, their switches and their feed.',
  routes: {
    'live.commands.index': { summary: 'Chat command settings', responses: { 200: 'ChatCommandsResponse' } },
    'live.commands.update': {
      summary: 'Change chat command settings',
      body: updateChatCommandsValidator,
      responses: { 200: 'ChatCommandsResponse' },
    },
    'live.commands.feed': {
      summary: 'Recent chat commands',
      query: commandFeedValidator,
      responses: { 200: 'CommandFeedResponse' },
    },
  },
})
