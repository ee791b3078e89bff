import type { OverlayTexts } from './en.js'

/** The OBS overlay in Indonesian. */
export default {
  title: 'Overlay Powerdeck',
  statusHint: 'Ketik !status di chat',
  latestGifts: 'Gift terbaru',
  waitingForGifts: 'Menunggu gift...',
  someone: 'Seseorang',
  gift: '%{name} mengirim %{gift} x%{count} · %{diamonds} diamond',
  versus: 'vs %{opponent}',
} satisfies OverlayTexts
