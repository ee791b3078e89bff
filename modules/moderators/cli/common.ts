import { CliError, InvalidArgumentError, type CommandContext } from '../../../cli/src/sdk.js'
import { MODERATOR_PERMISSIONS, type ModeratorDto, type ModeratorPermission } from '../shared/moderators.js'

/** The creator's current moderators (GET /api/moderators). */
export async function fetchModerators(ctx: CommandContext<unknown>) {
  const { moderators } = await ctx.api.get<{ moderators: ModeratorDto[] }>('/api/moderators')
  return moderators
}

/** A moderator by id, username or TikTok username (with or without @), else 'Moderator not found'. */
export async function findModerator(ctx: CommandContext<unknown>, ref: string) {
  const key = ref.trim().replace(/^@/, '').toLowerCase()
  const moderator = (await fetchModerators(ctx)).find(
    (candidate) =>
      String(candidate.id) === key ||
      candidate.username?.toLowerCase() === key ||
      candidate.tiktokUsername.toLowerCase() === key
  )
  if (!moderator) throw new CliError('Moderator not found')
  return moderator
}

/** `--permissions grant_powerups,use_powerups` (or `all`), checked before any call. */
export function parsePermissions(value: string): ModeratorPermission[] {
  if (value.trim().toLowerCase() === 'all') return [...MODERATOR_PERMISSIONS]
  const given = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  const unknown = given.filter((item) => !(MODERATOR_PERMISSIONS as readonly string[]).includes(item))
  if (unknown.length)
    throw new InvalidArgumentError(
      `unknown permission ${unknown.join(', ')}; use ${MODERATOR_PERMISSIONS.join(', ')} or all`
    )
  if (!given.length) throw new InvalidArgumentError('Permissions Required')
  return MODERATOR_PERMISSIONS.filter((permission) => given.includes(permission))
}

export const PERMISSIONS_HELP = `comma-separated: ${MODERATOR_PERMISSIONS.join(', ')}, or all`

export const describeModerator = (moderator: ModeratorDto) =>
  `${moderator.displayName} (@${moderator.tiktokUsername}, id ${moderator.id})`
