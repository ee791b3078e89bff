import type { NoticeEmailTexts, NoticeParams } from './en.js'

/** Brazilian Portuguese notice emails. */
export default {
  subject: (title: string) => `Powerdeck: ${title}`,
  titles: { new_player: 'Novo jogador', powerup_expiry: 'Powerups perto de expirar' },
  texts: {
    new_player: ({ player }: NoticeParams) => `${player} entrou para os seus jogadores.`,
    powerup_expiry: ({ player, count = 0, powerup, hours = 0 }: NoticeParams) =>
      `${count} ${powerup} de ${player} ${count === 1 ? 'expira' : 'expiram'} em ${hours} ${hours === 1 ? 'hora' : 'horas'}.`,
  },
  open: 'Abrir no Powerdeck',
  footer: 'Você recebe isto porque as notificações por e-mail estão ativadas nas configurações do Powerdeck.',
} satisfies NoticeEmailTexts
