/**
 * Chat commands typed in the TikTok LIVE chat (docs/api/chat_commands.md): `@user !glove` and friends grant one
 * powerup (moderators with chat_commands and grant_powerups), `!status` and `!statusnow` answer
 * everyone with the players' powerups.
 */
import type { PowerupType } from '../../powerups/shared/powerups.js'
import type { ServerLanguage } from '../../../backend/core/shared/error_codes.js'

export const CHAT_COMMAND_NAMES = ['glove', 'mist', 'timemaker', 'hammer', 'no2', 'no3', 'status', 'statusnow'] as const
export type ChatCommandName = (typeof CHAT_COMMAND_NAMES)[number]

interface CommandBase {
  name: ChatCommandName
  trigger: string
  description: string
}
export interface GrantCommand extends CommandBase {
  kind: 'grant'
  powerupType: PowerupType
}
export interface StatusCommand extends CommandBase {
  kind: 'status'
  /** all: every player; active: active players only. */
  scope: 'all' | 'active'
}
export type ChatCommand = GrantCommand | StatusCommand

const grant = (name: ChatCommandName, powerupType: PowerupType, label: string): GrantCommand => ({
  name,
  trigger: `!${name}`,
  kind: 'grant',
  powerupType,
  description: `@user !${name} gives the player one ${label} (moderators)`,
})

export const CHAT_COMMANDS: readonly ChatCommand[] = [
  grant('glove', 'glove', 'Glove'),
  grant('mist', 'mist', 'Mist'),
  grant('timemaker', 'time-maker', 'Time Maker'),
  grant('hammer', 'stun-hammer', 'Stun Hammer'),
  grant('no2', 'no2-booster', 'NO2 Booster'),
  grant('no3', 'no3-booster', 'NO3 Booster'),
  { name: 'status', trigger: '!status', kind: 'status', scope: 'all', description: "All players' powerups (everyone)" },
  {
    name: 'statusnow',
    trigger: '!statusnow',
    kind: 'status',
    scope: 'active',
    description: "Active players' powerups (everyone)",
  },
]

function chatCommandByName(name: string): ChatCommand | null {
  return CHAT_COMMANDS.find((command) => command.name === name.toLowerCase()) ?? null
}

export interface ParsedChatCommand {
  command: ChatCommand
  /** The @mentioned player, without the @ (grant commands need one). */
  mention: string | null
}

const TRAILING_PUNCTUATION = /[,.;:!?)]+$/

/**
 * Reads a chat comment: the first `!word` naming a command and the first `@mention`, in any
 * order (`@alice !glove`, `!glove @alice`). Anything else is plain chat (null).
 */
export function parseChatCommand(comment: string): ParsedChatCommand | null {
  const tokens = comment.trim().slice(0, 500).split(/\s+/)
  const command = tokens
    .map((token) => /^!([a-z0-9]+)$/i.exec(token.replace(TRAILING_PUNCTUATION, ''))?.[1])
    .map((name) => (name ? chatCommandByName(name) : null))
    .find((found) => found !== null)
  if (!command) return null
  const mentionToken = tokens.find((token) => token.startsWith('@') && token.length > 1)
  const mention = mentionToken ? mentionToken.slice(1).replace(TRAILING_PUNCTUATION, '') || null : null
  return { command, mention }
}

/** What became of a command: shown in the kiosk's command feed and the overlay. */
export type CommandOutcome = 'granted' | 'answered' | 'denied' | 'disabled' | 'invalid' | 'failed'

/** One player's line on the !status board. */
export interface StatusBoardRow {
  player: string
  isActive: boolean
  powerups: { type: PowerupType; count: number }[]
  total: number
}

export interface CommandFeedEntryDto {
  id: number
  command: ChatCommandName
  senderUsername: string
  senderNickname: string | null
  targetName: string | null
  outcome: CommandOutcome
  message: string
  /** The answer of !status / !statusnow. */
  board: StatusBoardRow[] | null
  createdAt: string
}

/** GET /api/live/chat-commands: each command and whether the creator switched it on. */
export interface ChatCommandSettingDto {
  name: ChatCommandName
  trigger: string
  description: string
  kind: ChatCommand['kind']
  enabled: boolean
}
export interface ChatCommandsResponse {
  success: true
  commands: ChatCommandSettingDto[]
  /** The language the replies are written in: the creator's stream language (default en). */
  streamLanguage: ServerLanguage
}

/** PUT /api/live/chat-commands: switches to change, and/or the stream language. */
export interface UpdateChatCommandsRequest {
  commands?: Partial<Record<ChatCommandName, boolean>>
  streamLanguage?: ServerLanguage
}

export interface CommandFeedResponse {
  success: true
  commands: CommandFeedEntryDto[]
}
