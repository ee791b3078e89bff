import type { NoticeKind, NoticeParams } from '../../shared/notices.js'

export type { NoticeParams }

/** English notice emails (the recipient's Settings › Preferences language; docs/api/notifications.md). */
const en = {
  subject: (title: string) => `Powerdeck: ${title}`,
  titles: { new_player: 'New player', powerup_expiry: 'Powerups expiring soon' } satisfies Record<NoticeKind, string>,
  texts: {
    new_player: ({ player }: NoticeParams) => `${player} joined your players.`,
    powerup_expiry: ({ player, count = 0, powerup, hours = 0 }: NoticeParams) =>
      `${count} ${powerup} of ${player} ${count === 1 ? 'expires' : 'expire'} in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
  } satisfies Record<NoticeKind, (params: NoticeParams) => string>,
  open: 'Open in Powerdeck',
  footer: "You receive this because Email Notifications is on in Powerdeck's Settings.",
}
export default en
export type NoticeEmailTexts = typeof en
