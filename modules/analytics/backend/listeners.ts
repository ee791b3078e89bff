import emitter from '@adonisjs/core/services/emitter'
import { AUDIT_RECORDED } from '#core/events'
import { markDirty } from './services/rollups.js'

/**
 * A creator's day changes with the kernel's activity signal (gifts, grants, uses, players, chat,
 * sessions, errors) and with every audit entry of the creator's tenant (moderator actions, sign-ins).
 */
export default function registerAnalyticsListeners() {
  emitter.on('powerdeck:activity', ({ creatorId, at }) => markDirty(creatorId, at))
  emitter.on(AUDIT_RECORDED, (entry) => {
    if (entry.creatorId) markDirty(entry.creatorId, entry.createdAt.toJSDate())
  })
}
