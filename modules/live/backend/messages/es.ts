import type { OverlayTexts } from './en.js'

/** The OBS overlay in Spanish. */
export default {
  title: 'Overlay de Powerdeck',
  statusHint: 'Escribe !status en el chat',
  latestGifts: 'Últimos regalos',
  waitingForGifts: 'Esperando regalos...',
  someone: 'Alguien',
  gift: '%{name} envió %{gift} x%{count} · %{diamonds} diamantes',
  versus: 'vs %{opponent}',
} satisfies OverlayTexts
