import type { Translation } from '@shell'
import type en from './en'

export default {
  chat_commands: {
    permissions: {
      chat_commands: { label: 'Comandos del chat', description: 'Usar comandos del chat' },
    },
    streamLanguage: {
      label: 'Idioma del stream',
      help: 'Las respuestas a los comandos del chat (!status…) se escriben en este idioma.',
      saved: 'Idioma del stream guardado',
      saveFailed: 'No se pudo guardar el idioma del stream',
    },
    section: {
      title: 'Comandos del chat',
      adminViewTitle: 'Vista de admin',
      adminViewBody:
        'Cada creador elige qué comandos del chat funcionan en sus directos. Suplanta a un creador para ver su elección.',
      intro:
        'Los comandos para dar powerups funcionan para tus moderadores con los permisos Comandos del chat y Dar powerups; se les reconoce por su usuario de TikTok.',
      onlyCreator: 'Solo el creador puede activar o desactivar comandos.',
      grantDescription: '@usuario %{trigger} le da al jugador 1 × %{powerup} (moderadores)',
      statusDescription: 'Los powerups de todos los jugadores (todos)',
      statusNowDescription: 'Los powerups de los jugadores activos (todos)',
      saved: 'Configuración guardada',
      switchedOn: '%{trigger} está activado.',
      switchedOff: '%{trigger} está desactivado.',
      saveFailed: 'No se pudo guardar la configuración',
    },
    feed: {
      title: 'Comandos del chat',
      empty: 'Aquí salen los comandos del chat del directo (@usuario !glove, !status...).',
      outcomes: {
        granted: 'dado',
        answered: 'respondido',
        denied: 'denegado',
        disabled: 'desactivado',
        invalid: 'no válido',
        failed: 'falló',
      },
    },
  },
} satisfies Translation<typeof en>
