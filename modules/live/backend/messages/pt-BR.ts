import type { OverlayTexts } from './en.js'

/** The OBS overlay in Brazilian Portuguese. */
export default {
  title: 'Overlay do Powerdeck',
  statusHint: 'Digite !status no chat',
  latestGifts: 'Últimos presentes',
  waitingForGifts: 'Esperando presentes...',
  someone: 'Alguém',
  gift: '%{name} mandou %{gift} x%{count} · %{diamonds} diamantes',
  versus: 'vs %{opponent}',
} satisfies OverlayTexts
