import { createHash, randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import User from '#core/users/user'
import { ApiError } from '#core/http/api_error'
import { serverLanguage } from '#core/shared/interpolate'
import LiveSetting from '../models/live_setting.js'
import { LIVE_EVENTS } from '../../shared/events.js'
import type { OverlayBoardDto, OverlayDto, OverlayStateDto } from '../../shared/live.js'
import { settingsFor, findSettings } from './live_settings_service.js'
import { recentGifts } from './gifts_service.js'
import { contributionsTo } from '#core/module_loader'
import { OVERLAY_BOARDS } from '../extension_points.js'
import { liveManager } from './live_connections.js'
import { LIVE_ERRORS } from '../../shared/error_codes.js'

const OVERLAY_GIFTS = 8
const OVERLAY_NOT_FOUND = 'This overlay link does not exist or was revoked'

const OVERLAY_TARGET = { type: 'OVERLAY', name: 'OBS overlay' }

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex')
const overlayPath = (secret: string) => `/overlay/${secret}`

export async function overlayInfo(creatorId: number): Promise<OverlayDto> {
  const settings = await findSettings(creatorId)
  return { enabled: Boolean(settings?.overlayKey), createdAt: settings?.overlayCreatedAt?.toUTC().toISO() ?? null }
}

/** A new secret URL; the previous one stops working at once. The secret is shown only now. */
export async function createOverlay(acting: Acting): Promise<OverlayDto> {
  const creatorId = acting.requireCreatorId()
  const secret = randomBytes(24).toString('base64url')
  const createdAt = DateTime.now()
  await db.transaction(async (trx) => {
    const settings = await settingsFor(creatorId, trx)
    const replaced = Boolean(settings.overlayKey)
    settings.merge({
      overlayKey: randomBytes(8).toString('hex'),
      overlaySecretHash: hashOf(secret),
      overlayCreatedAt: createdAt,
    })
    settings.useTransaction(trx)
    await settings.save()
    await record(acting, LIVE_EVENTS.OVERLAY_CREATED, OVERLAY_TARGET, { replacedPrevious: replaced }, trx)
  })
  return { enabled: true, createdAt: createdAt.toUTC().toISO(), url: overlayPath(secret) }
}

export async function revokeOverlay(acting: Acting): Promise<OverlayDto> {
  const creatorId = acting.requireCreatorId()
  await db.transaction(async (trx) => {
    const settings = await settingsFor(creatorId, trx)
    if (!settings.overlayKey) return
    settings.merge({ overlayKey: null, overlaySecretHash: null, overlayCreatedAt: null })
    settings.useTransaction(trx)
    await settings.save()
    await record(acting, LIVE_EVENTS.OVERLAY_REVOKED, OVERLAY_TARGET, {}, trx)
  })
  return { enabled: false, createdAt: null }
}

/** The overlay behind a secret, or 404. */
export async function requireOverlay(secret: string) {
  const settings =
    secret.length <= 100 ? await LiveSetting.query().where('overlay_secret_hash', hashOf(secret)).first() : null
  if (!settings?.overlayKey) throw new ApiError(404, OVERLAY_NOT_FOUND, LIVE_ERRORS.overlay_not_found)
  // The stream language is the column chat_commands added to this module's settings table (1300).
  const language = serverLanguage(settings.$extras.stream_language)
  return { creatorId: settings.creatorId, overlayKey: settings.overlayKey, language }
}

/** What the overlay page shows when it opens; push keeps it current afterwards. */
export async function overlayState(secret: string): Promise<OverlayStateDto> {
  const { creatorId } = await requireOverlay(secret)
  const creator = await User.findOrFail(creatorId)
  const status = liveManager.status(creatorId)
  const boards = contributionsTo(OVERLAY_BOARDS)
  return {
    creatorName: creator.name,
    gifts: await recentGifts(creatorId, OVERLAY_GIFTS),
    board: ((await boards.find((board) => !board.key)?.latest(creatorId)) as OverlayBoardDto | null) ?? null,
    boards: Object.fromEntries(
      await Promise.all(
        boards.flatMap((board) => (board.key ? [board.latest(creatorId).then((value) => [board.key, value])] : []))
      )
    ),
    status: { isLive: status?.isLive ?? false, isConnected: status?.isConnected ?? false },
  }
}
