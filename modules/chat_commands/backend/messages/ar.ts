import type { ChatReplies } from './en.js'

/** Arabic replies to chat commands. Item names stay as players know them from TikTok. */
export default {
  disabled: '%{trigger} متوقف',
  statusEmpty: 'لا يملك أي لاعب باورأب',
  statusEmptyActive: 'لا يملك أي لاعب نشط باورأب',
  denied: 'لا يمكن لـ @%{sender} استخدام %{trigger}: للمشرفين الذين لديهم صلاحية أوامر الدردشة ومنح الباورأب فقط',
  usage: 'الاستخدام: @user %{trigger}',
  granted: 'تم منح %{count} %{powerup} لـ %{player}.',
  failed: 'فشل الأمر',
} satisfies ChatReplies
