import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

export const HANDLE_INDEX = 'moderator_profiles_creator_tiktok_handle_unique'

/** The lookup form of a TikTok username: no @, trimmed, lower case (as the services compute it). */
const handleKey = (tiktokUsername: string | null) =>
  (tiktokUsername ?? '').trim().replace(/^@+/, '').toLowerCase() || null

/**
 * Fills `tiktok_handle` from the accounts. Among current profiles of a creator sharing a handle,
 * the earliest created keeps it and the others get none; removed and demoted ones keep theirs.
 */
export async function claimTiktokHandles(db: QueryClientContract) {
  const profiles = await db
    .from('moderator_profiles')
    .join('users', 'users.id', 'moderator_profiles.user_id')
    .orderBy('moderator_profiles.created_at')
    .orderBy('moderator_profiles.user_id')
    .select(
      'moderator_profiles.user_id',
      'moderator_profiles.creator_id',
      'moderator_profiles.status',
      'users.tiktok_username'
    )
  const held = new Set<string>()
  for (const profile of profiles) {
    let handle = handleKey(profile.tiktok_username)
    if (handle && profile.status !== 'INACTIVE') {
      const key = `${profile.creator_id}:${handle}`
      if (held.has(key)) handle = null
      else held.add(key)
    }
    await db.from('moderator_profiles').where('user_id', profile.user_id).update({ tiktok_handle: handle })
  }
}

/** Partial unique index: removed and demoted (INACTIVE) profiles do not hold their handle. */
export async function createHandleIndex(db: QueryClientContract) {
  await db.rawQuery(
    `create unique index ${HANDLE_INDEX} on moderator_profiles (creator_id, tiktok_handle) where status <> 'INACTIVE'`
  )
}

/**
 * One TikTok handle per current moderator of a creator, enforced by the database: the profile
 * keeps its account's normalised handle, unique per creator among profiles that are not INACTIVE
 * (removed and demoted moderators free their handle).
 *
 * Rows from before this rule may share a handle: the earliest-created current moderator keeps it,
 * the others keep their account, data and TikTok username but hold no handle (chat commands from
 * it act as the keeper) until the creator gives them a free one.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('moderator_profiles', (table) => {
      table.string('tiktok_handle', 64).nullable()
    })

    this.defer(async (db) => {
      await claimTiktokHandles(db)
      await createHandleIndex(db)
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.rawQuery(`drop index ${HANDLE_INDEX}`)
    })
    this.schema.alterTable('moderator_profiles', (table) => {
      table.dropColumn('tiktok_handle')
    })
  }
}
