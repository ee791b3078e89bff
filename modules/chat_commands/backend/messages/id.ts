import type { ChatReplies } from './en.js'

/** Indonesian replies to chat commands. Item names stay in English, as players say them. */
export default {
  disabled: '%{trigger} sedang dimatikan',
  statusEmpty: 'Belum ada pemain yang punya powerup',
  statusEmptyActive: 'Belum ada pemain aktif yang punya powerup',
  denied: '@%{sender} tidak boleh pakai %{trigger}: khusus moderator dengan izin perintah chat dan beri powerup',
  usage: 'Cara pakai: @user %{trigger}',
  granted: '%{count} %{powerup} untuk %{player}.',
  failed: 'Perintah gagal',
} satisfies ChatReplies
