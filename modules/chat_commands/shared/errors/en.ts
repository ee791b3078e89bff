/** English texts of the chat_commands module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    chat_commands: {
      nothing_to_change: 'Send the commands to switch or the stream language',
      missing_permission_chat_commands: 'You do not have permission to use chat commands',
    },
  },
}
