/** Indonesian texts of the chat_commands module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    chat_commands: {
      nothing_to_change: 'Kirim perintah yang mau diubah atau bahasa siaran',
      missing_permission_chat_commands: 'Kamu tidak punya izin untuk memakai perintah chat',
    },
  },
}
