/**
 * The OBS overlay's texts in English, the source shape of the other languages. The overlay speaks the
 * creator's stream language (Settings › Chat Commands, `live_settings.stream_language`): its viewers
 * are the stream's. `%{name}` is filled in by the page's script.
 */
const en = {
  title: 'Powerdeck overlay',
  statusHint: 'Type !status in chat',
  latestGifts: 'Latest gifts',
  waitingForGifts: 'Waiting for gifts...',
  someone: 'Someone',
  gift: '%{name} sent %{gift} x%{count} · %{diamonds} diamonds',
  versus: 'vs %{opponent}',
}
export default en
export type OverlayTexts = typeof en
