import transmit from '@adonisjs/transmit/services/main'
import { creatorChannel, overlayChannel, type PushMessage } from '../../shared/push.js'
import { findSettings } from './live_settings_service.js'

/** What the public overlay shows; everything else stays on the creator's own channel. */
const OVERLAY_TYPES = new Set<PushMessage['type']>(['gift', 'gifts:cleared', 'command', 'status'])

/**
 * Pushes a message to everyone watching the creator (kiosk, players, powerups pages) and,
 * for overlay content, to the creator's overlay. Call it only after the change committed.
 */
export async function pushToCreator(creatorId: number, message: PushMessage) {
  const payload = message as unknown as Parameters<typeof transmit.broadcast>[1]
  transmit.broadcast(creatorChannel(creatorId), payload)
  if (!OVERLAY_TYPES.has(message.type)) return
  const overlayKey = (await findSettings(creatorId))?.overlayKey
  if (overlayKey) transmit.broadcast(overlayChannel(overlayKey), payload)
}
