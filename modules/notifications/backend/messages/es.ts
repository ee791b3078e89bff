import type { NoticeEmailTexts, NoticeParams } from './en.js'

/** Spanish notice emails. */
export default {
  subject: (title: string) => `Powerdeck: ${title}`,
  titles: { new_player: 'Nuevo jugador', powerup_expiry: 'Powerups a punto de caducar' },
  texts: {
    new_player: ({ player }: NoticeParams) => `${player} se unió a tus jugadores.`,
    powerup_expiry: ({ player, count = 0, powerup, hours = 0 }: NoticeParams) =>
      `${count} ${powerup} de ${player} ${count === 1 ? 'caduca' : 'caducan'} en ${hours} ${hours === 1 ? 'hora' : 'horas'}.`,
  },
  open: 'Abrir en Powerdeck',
  footer: 'Recibes esto porque tienes activadas las notificaciones por email en los ajustes de Powerdeck.',
} satisfies NoticeEmailTexts
