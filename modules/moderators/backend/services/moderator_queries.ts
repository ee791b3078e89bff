/** Reads of a creator's moderators: the list with ledger figures, the stats, a moderator's own activity. */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Acting } from '#core/acting/acting'
import { type UserActing } from '#core/acting/acting'
import { actorActivity } from '#modules/audit/backend/public'
import { userLedgerActivity } from '#modules/powerups/backend/public'
import ModeratorProfile from '../models/moderator_profile.js'
import { flushTouches } from './activity_touches.js'
import {
  type ModeratorActivityDto,
  type ModeratorDto,
  type ModeratorStatsDto,
  type ModeratorStatus,
} from '../../shared/moderators.js'
import type { ModeratorProfileWithUser } from './moderator_records.js'
import { isPlaceholderEmail, profilesOf } from './moderator_records.js'

/** Moderators in the spec's list shape, with the units they granted and used that stand in the ledger. */
export async function presentModerators(
  creatorId: number,
  profiles: ModeratorProfileWithUser[]
): Promise<ModeratorDto[]> {
  const activity = await userLedgerActivity(
    creatorId,
    profiles.map((p) => p.userId)
  )
  return profiles.map((profile) => {
    const { user } = profile
    const done = activity.get(profile.userId)
    const lastActive = profile.lastActive ?? user.lastLoginAt
    return {
      id: profile.userId,
      username: user.username,
      email: isPlaceholderEmail(user.email) ? null : user.email,
      tiktokUsername: user.tiktokUsername ?? '',
      displayName: profile.displayName,
      permissions: profile.permissions,
      status: profile.status,
      playerId: profile.playerId,
      playerName: profile.playerId === null ? null : profile.displayName,
      isPlayer: profile.playerId !== null,
      powerupsGranted: done?.granted ?? 0,
      powerupsUsed: done?.used ?? 0,
      lastActive: lastActive?.toISO() ?? null,
      lastGrantAction: profile.lastGrantAction?.toISO() ?? null,
      lastUseAction: profile.lastUseAction?.toISO() ?? null,
      createdAt: profile.createdAt.toISO()!,
      updatedAt: profile.updatedAt?.toISO() ?? null,
    }
  })
}

export async function presentOne(profile: ModeratorProfileWithUser) {
  return (await presentModerators(profile.creatorId, [profile]))[0]
}

/** GET /api/moderators: current moderators (removed and demoted ones are hidden), newest first. */
export async function listModerators(acting: Acting) {
  const creatorId = acting.requireCreatorId()
  await flushTouches()
  const profiles = await profilesOf(creatorId)
    .whereNot('status', 'INACTIVE')
    .orderBy('created_at', 'desc')
    .orderBy('user_id', 'desc')
  return presentModerators(creatorId, profiles as ModeratorProfileWithUser[])
}

/** GET /api/moderators/stats/overview */
export async function moderatorStats(acting: Acting): Promise<ModeratorStatsDto> {
  const creatorId = acting.requireCreatorId()
  const profiles = await ModeratorProfile.query().where('creator_id', creatorId).select('user_id', 'status')
  const byStatus = (status: ModeratorStatus) => profiles.filter((p) => p.status === status).length
  const activity = await userLedgerActivity(
    creatorId,
    profiles.map((p) => p.userId)
  )
  const sum = (key: 'granted' | 'used') => [...activity.values()].reduce((total, done) => total + done[key], 0)
  return {
    total: profiles.length,
    active: byStatus('ACTIVE'),
    pending: byStatus('PENDING'),
    suspended: byStatus('SUSPENDED'),
    inactive: byStatus('INACTIVE'),
    powerupsGranted: sum('granted'),
    powerupsUsed: sum('used'),
  }
}

/** GET /api/moderators/me/activity: the signed-in moderator's creator and figures for today. */
export async function myActivity(acting: UserActing): Promise<ModeratorActivityDto> {
  const { user } = acting
  const creator = acting.creator!
  await flushTouches()
  const profile = await ModeratorProfile.find(user.id)
  const since = DateTime.now().startOf('day')
  const [ledger, today] = await Promise.all([
    userLedgerActivity(creator.id, [user.id], since),
    actorActivity({ creatorId: creator.id, actorType: 'MODERATOR', actorIds: [user.id], since }),
  ])
  const units = ledger.get(user.id)!
  const done = today.get(user.id)
  return {
    creator: { id: creator.id, name: creator.name, tiktokUsername: creator.tiktokUsername, isActive: creator.isActive },
    permissions: profile?.permissions ?? [],
    status: profile?.status ?? 'ACTIVE',
    lastActive: (profile?.lastActive ?? user.lastLoginAt)?.toISO() ?? null,
    today: {
      granted: units.grantedToday,
      used: units.usedToday,
      activePlayers: done?.players ?? 0,
      totalActions: done?.actions ?? 0,
    },
  }
}

/** Admin creator list: current moderators per creator. */
export async function moderatorCounts(creatorIds: number[]) {
  const rows = await db
    .from('moderator_profiles')
    .whereIn('creator_id', creatorIds)
    .whereNot('status', 'INACTIVE')
    .groupBy('creator_id')
    .select('creator_id', db.raw('count(*) as total'))
  return new Map(rows.map((row) => [Number(row.creator_id), Number(row.total)]))
}

// ---------------------------------------------------------------------------------------------
// Changing
// ---------------------------------------------------------------------------------------------
