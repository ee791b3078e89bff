import emitter from '@adonisjs/core/services/emitter'
import { PLAYERS_CHANGED, type PlayersChangedPayload } from '#modules/players/shared/events'
import { notifyInBackground } from './services/notices_service.js'
import { noticeNewPlayer } from './services/notifiers.js'

/** A committed new player becomes a notice for the creator's users who asked for New Player Alerts. */
export default function registerNoticeListeners() {
  emitter.on(PLAYERS_CHANGED, (payload: PlayersChangedPayload) => {
    if (payload.reason === 'created') notifyInBackground(() => noticeNewPlayer(payload))
  })
}
