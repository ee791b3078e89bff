import { CliError, InvalidArgumentError, type CommandContext } from '../../../cli/src/sdk.js'
import type { CollectedPermission } from '../../../backend/core/shared/permissions.js'
import type { ModeratorDto, ModeratorPermission } from '../shared/moderators.js'

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

/** The `--permissions` option over the permissions the enabled modules declare (`shell.permissions`). */
export interface PermissionsOption {
  /** The ids in module order, for the option's help and the prompt. */
  help: string
  /** `grant_powerups,use_powerups` (or `all`), checked before any call; answers the ids in module order. */
  parse: (value: string) => ModeratorPermission[]
}

export function permissionsOption(declared: readonly CollectedPermission[]): PermissionsOption {
  const ids = declared.map((permission) => permission.id)
  return {
    help: `comma-separated: ${ids.join(', ')}, or all`,
    parse(value) {
      if (value.trim().toLowerCase() === 'all') return [...ids]
      const given = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
      const unknown = given.filter((item) => !(ids as string[]).includes(item))
      if (unknown.length)
        throw new InvalidArgumentError(`unknown permission ${unknown.join(', ')}; use ${ids.join(', ')} or all`)
      if (!given.length) throw new InvalidArgumentError('Permissions Required')
      return ids.filter((id) => given.includes(id))
    },
  }
}

export const describeModerator = (moderator: ModeratorDto) =>
  `${moderator.displayName} (@${moderator.tiktokUsername}, id ${moderator.id})`
