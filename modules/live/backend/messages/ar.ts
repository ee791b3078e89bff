import type { OverlayTexts } from './en.js'

/** The OBS overlay in Arabic. */
export default {
  title: 'واجهة Powerdeck للبث',
  statusHint: 'اكتب !status في الدردشة',
  latestGifts: 'أحدث الهدايا',
  waitingForGifts: 'بانتظار الهدايا...',
  someone: 'شخص ما',
  gift: '%{name} أرسل %{gift} x%{count} · %{diamonds} ماسة',
  versus: 'ضد %{opponent}',
} satisfies OverlayTexts
