/** Spanish texts of the chat_commands module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    chat_commands: {
      nothing_to_change: 'Envía los comandos que quieres cambiar o el idioma del directo',
      missing_permission_chat_commands: 'No tienes permiso para usar comandos del chat',
    },
  },
}
