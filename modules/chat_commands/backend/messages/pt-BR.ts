import type { ChatReplies } from './en.js'

/** Brazilian Portuguese replies to chat commands. Item names stay as the community says them. */
export default {
  disabled: '%{trigger} está desativado',
  statusEmpty: 'Nenhum jogador tem powerups',
  statusEmptyActive: 'Nenhum jogador ativo tem powerups',
  denied: '@%{sender} não pode usar %{trigger}: só moderadores com permissão de comandos do chat e de dar powerups',
  usage: 'Uso: @usuario %{trigger}',
  granted: '%{count} %{powerup} para %{player}.',
  failed: 'O comando falhou',
} satisfies ChatReplies
