import type { ChatReplies } from './en.js'

/** Spanish replies to chat commands. Item names stay as the community says them (Glove, Mist…). */
export default {
  disabled: '%{trigger} está desactivado',
  statusEmpty: 'Ningún jugador tiene powerups',
  statusEmptyActive: 'Ningún jugador activo tiene powerups',
  denied: '@%{sender} no puede usar %{trigger}: solo moderadores con permiso de comandos del chat y de dar powerups',
  usage: 'Uso: @usuario %{trigger}',
  granted: '%{count} %{powerup} para %{player}.',
  failed: 'El comando falló',
} satisfies ChatReplies
