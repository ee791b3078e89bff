/** Brazilian Portuguese texts of the chat_commands module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    chat_commands: {
      nothing_to_change: 'Envie os comandos que quer mudar ou o idioma da live',
      missing_permission_chat_commands: 'Você não tem permissão para usar comandos do chat',
    },
  },
}
