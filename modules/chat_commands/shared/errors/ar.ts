/** Arabic texts of the chat_commands module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    chat_commands: {
      nothing_to_change: 'أرسل الأوامر التي تريد تغييرها أو لغة البث',
      missing_permission_chat_commands: 'ليس لديك صلاحية استخدام أوامر الدردشة',
    },
  },
}
