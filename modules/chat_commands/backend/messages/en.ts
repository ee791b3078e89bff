/** English replies to chat commands (the creator's stream language; docs/api/chat_commands.md). */
const en = {
  disabled: '%{trigger} is switched off',
  statusEmpty: 'No players hold powerups',
  statusEmptyActive: 'No active players hold powerups',
  denied: '@%{sender} may not use %{trigger}: moderators with the chat commands and grant powerups permissions only',
  usage: 'Usage: @user %{trigger}',
  granted: 'Granted %{count} %{powerup} to %{player}.',
  failed: 'The command failed',
}
export default en
export type ChatReplies = typeof en
