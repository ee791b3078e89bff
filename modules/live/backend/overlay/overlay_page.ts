import { LIVE_POLLING } from '../../shared/live.js'
import { POWERUP_LABELS } from '#modules/powerups/shared/powerups'
import type { ServerLanguage } from '#core/shared/error_codes'
import { OVERLAY_TEXTS } from '../messages/index.js'

/** HTML's special characters as entities, for a text placed in the page's markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** What an unknown or revoked overlay link shows in OBS: a transparent, empty page. */
export const BLANK_OVERLAY_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Overlay</title>' +
  '<style>html,body{margin:0;background:transparent}</style></head><body></body></html>'

/**
 * The OBS browser source: a small self-contained page on a transparent background showing the
 * running match (the `match` board of OVERLAY_BOARDS: opponent, time left, score, items used), the
 * latest !status board and gifts. It loads its state once, then follows the overlay's push
 * channel (Transmit SSE, opened and subscribed with the secret); while the stream is down it polls.
 * It speaks the creator's stream language (`language`), right to left in Arabic. Its script carries
 * the answer's CSP nonce (core/http/security_headers_middleware).
 */
export function renderOverlayPage(secret: string, nonce: string, language: ServerLanguage = 'en') {
  const texts = OVERLAY_TEXTS[language]
  const config = JSON.stringify({
    state: `/api/live/overlay/${secret}/state`,
    events: `/api/live/overlay/${secret}/events`,
    subscribe: `/api/live/overlay/${secret}/subscribe`,
    pollMs: LIVE_POLLING.giftsMs,
    labels: POWERUP_LABELS,
    texts,
  }).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)}</title>
<style>
  html, body { margin: 0; background: transparent; color: #fff; font: 600 18px/1.35 system-ui, sans-serif; }
  body { padding: 16px; text-shadow: 0 1px 3px rgba(0,0,0,.9); }
  section { background: rgba(10, 12, 24, .55); border-radius: 12px; padding: 10px 14px; margin-bottom: 12px; max-width: 520px; }
  h2 { margin: 0 0 6px; font-size: 14px; letter-spacing: .08em; text-transform: uppercase; color: #ffd166; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { padding: 2px 0; }
  .muted { color: #c9c9d6; font-weight: 500; }
  .gift { animation: pop .4s ease-out; }
  #match-clock { float: right; font-variant-numeric: tabular-nums; }
  #match-score { font-size: 26px; font-variant-numeric: tabular-nums; }
  @keyframes pop { from { transform: translateY(-6px); opacity: 0 } to { transform: none; opacity: 1 } }
</style>
</head>
<body>
<section id="match-section" hidden><h2><span id="match-title"></span><span id="match-clock"></span></h2><div id="match-score"></div><div id="match-used" class="muted"></div></section>
<section id="board-section"><h2 id="board-title">!status</h2><ul id="board"><li class="muted">${escapeHtml(texts.statusHint)}</li></ul></section>
<section><h2>${escapeHtml(texts.latestGifts)}</h2><ul id="gifts"><li class="muted">${escapeHtml(texts.waitingForGifts)}</li></ul></section>
<script nonce="${nonce}">
(() => {
  const config = ${config};
  const giftsEl = document.getElementById('gifts');
  const boardEl = document.getElementById('board');
  const boardTitle = document.getElementById('board-title');
  let gifts = [];
  let match = null;
  const matchEl = (id) => document.getElementById('match-' + id);
  const text = (key, params) => config.texts[key].replace(/%\\{(\\w+)\\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
  // The running match (docs/api/matches.md), its time left ticking each second; hidden between matches.
  const renderMatch = () => {
    const running = match && !match.endedAt;
    matchEl('section').hidden = !running;
    if (!running) return;
    const left = match.endsAt ? Math.max(0, Math.ceil((Date.parse(match.endsAt) - Date.now()) / 1000)) : null;
    matchEl('clock').textContent = left === null ? '' : Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0');
    matchEl('title').textContent = text('versus', { opponent: match.opponent ? match.opponent.nickname || match.opponent.uniqueId : '?' });
    matchEl('score').textContent = match.ours.toLocaleString() + ' : ' + match.theirs.toLocaleString();
    matchEl('used').textContent = Object.entries(match.used || {}).map(([type, n]) => (config.labels[type] || type) + ' ' + n).join(' · ');
  };
  setInterval(renderMatch, 1000);
  const item = (text, className) => {
    const li = document.createElement('li');
    li.textContent = text;
    if (className) li.className = className;
    return li;
  };
  const renderGifts = () => {
    giftsEl.replaceChildren(...(gifts.length ? gifts.map((g) =>
      item(text('gift', { name: g.gifterDisplayName || g.gifterUsername || config.texts.someone, gift: g.giftName, count: g.giftCount, diamonds: g.diamondValue }), 'gift'))
      : [item(config.texts.waitingForGifts, 'muted')]));
  };
  const renderBoard = (entry) => {
    if (!entry || !entry.board) return;
    boardTitle.textContent = '!' + entry.command;
    boardEl.replaceChildren(...(entry.board.length ? entry.board.map((row) =>
      item(row.player + ': ' + row.powerups.map((p) => p.count + ' ' + (config.labels[p.type] || p.type)).join(', ')))
      : [item(entry.message, 'muted')]));
  };
  const load = async () => {
    const response = await fetch(config.state, { cache: 'no-store' });
    if (!response.ok) return;
    const state = await response.json();
    gifts = state.gifts;
    renderGifts();
    renderBoard(state.board);
    match = (state.boards && state.boards.match) || null;
    renderMatch();
  };
  const onMessage = (message) => {
    if (message.type === 'gifts') {
      // A batch is oldest first; the newest goes on top, a gift already shown (by the state load) once.
      const shown = new Set(gifts.map((g) => g.id));
      gifts = message.gifts.filter((g) => !shown.has(g.id)).reverse().concat(gifts).slice(0, 8);
      renderGifts();
    }
    else if (message.type === 'gifts:cleared') { gifts = []; renderGifts(); }
    else if (message.type === 'command') renderBoard(message.entry);
    else if (message.type === 'matches') { match = message.match; renderMatch(); }
  };
  let poll = null;
  const startPolling = () => { if (!poll) poll = setInterval(load, config.pollMs); };
  const stopPolling = () => { clearInterval(poll); poll = null; };
  const uid = crypto.randomUUID();
  const stream = new EventSource(config.events + '?uid=' + encodeURIComponent(uid));
  stream.onopen = async () => {
    const response = await fetch(config.subscribe, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ uid }) });
    if (response.ok) { stopPolling(); await load(); document.body.dataset.push = 'on'; } else startPolling();
  };
  stream.onerror = () => { document.body.dataset.push = 'off'; startPolling(); };
  stream.onmessage = (event) => {
    const data = JSON.parse(event.data);
    if (data.channel && data.channel.startsWith('overlays/')) onMessage(data.payload);
  };
  load();
})();
</script>
</body>
</html>`
}
