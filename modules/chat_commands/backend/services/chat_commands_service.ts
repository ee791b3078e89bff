import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { Acting } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import type { AuditIdentity } from '#core/shared/acting'
import { dbDate, dbTimestamp } from '#core/database/time'
import { storedTimestamp } from '#core/database/days'
import { createPlayer, findPlayerByName } from '#modules/players/backend/public'
import { grantPowerup, playersWithPowerups } from '#modules/powerups/backend/public'
import { moderatorByTiktokUsername } from '#modules/moderators/backend/public'
import { publishLive } from '#modules/live/backend/public'
import { POWERUP_LABELS, type PowerupType } from '#modules/powerups/shared/powerups'
import { PLAYER_LIMITS, PLAYER_MESSAGES, playerNameKey } from '#modules/players/shared/players'
import { PLAYERS_ERRORS } from '#modules/players/shared/error_codes'
import type { ServerLanguage } from '#core/shared/error_codes'
import { serverLanguage } from '#core/shared/interpolate'
import { chatReply, codeReply, errorReply } from './chat_replies.js'
import type { ChatEvent } from '#modules/live/shared/live'
import LiveChatCommand from '../models/live_chat_command.js'
import ChatCommandSetting from '../models/chat_command_setting.js'
import { CHAT_COMMAND_EVENTS } from '../../shared/events.js'
import { CHAT_COMMAND_TOPICS } from '../../shared/push.js'
import {
  CHAT_COMMANDS,
  parseChatCommand,
  type ChatCommand,
  type ChatCommandName,
  type ChatCommandSettingDto,
  type CommandFeedEntryDto,
  type CommandOutcome,
  type GrantCommand,
  type ParsedChatCommand,
  type StatusBoardRow,
  type StatusCommand,
  type UpdateChatCommandsRequest,
} from '../../shared/chat_commands.js'

/** What a command message did: run (its feed entry), or nothing (a replay of one that ran). */
export type ChatOutcome = { outcome: 'duplicate' } | { outcome: 'command'; command: CommandFeedEntryDto }

interface Answer {
  outcome: CommandOutcome
  message: string
  targetName?: string | null
  board?: StatusBoardRow[] | null
  /** Who the audit names: the moderator behind the handle, else the viewer. */
  actor?: AuditIdentity
}

const GRANT_PERMISSIONS = ['chat_commands', 'grant_powerups'] as const

const viewerIdentity = (event: ChatEvent): AuditIdentity => ({
  type: 'PLAYER',
  id: null,
  name: `@${event.uniqueId || 'unknown'}`,
})

/** A chat command acts for the creator as the moderator who typed it, or as the viewer. */
const chatActing = (creatorId: number, identity: AuditIdentity) => Acting.of({ identity, creatorId, source: 'chat' })

/** The commands, each switched on unless listed in `disabled`. */
function commandSettings(disabled: readonly ChatCommandName[]): ChatCommandSettingDto[] {
  return CHAT_COMMANDS.map(({ name, trigger, description, kind }) => ({
    name,
    trigger,
    description,
    kind,
    enabled: !disabled.includes(name),
  }))
}

/** The creator's chat settings: switched-off commands (none without a live settings row) and stream language. */
interface ChatSettings {
  disabled: ChatCommandName[]
  language: ServerLanguage
}

async function chatSettings(creatorId: number): Promise<ChatSettings> {
  const row = await ChatCommandSetting.find(creatorId)
  return { disabled: row?.disabledCommands ?? [], language: serverLanguage(row?.streamLanguage) }
}

/** The creator's commands, whether each is switched on, and the language of the replies. */
export async function chatCommandSettings(creatorId: number) {
  const { disabled, language } = await chatSettings(creatorId)
  return { commands: commandSettings(disabled), streamLanguage: language }
}

/**
 * The creator's settings row, created when missing, and locked until the transaction ends
 * (PostgreSQL; SQLite runs one write transaction at a time).
 */
async function lockedSettings(creatorId: number, trx: TransactionClientContract) {
  await trx
    .knexQuery()
    .table('live_settings')
    .insert({ creator_id: creatorId, created_at: dbTimestamp(DateTime.now()) })
    .onConflict('creator_id')
    .ignore()
  const query = ChatCommandSetting.query({ client: trx }).where('creator_id', creatorId)
  if (trx.dialect.name === 'postgres') query.forUpdate()
  return query.firstOrFail()
}

/**
 * Switches the acting creator's named commands on or off, leaving the others as they are, and sets
 * the stream language; audited with what changed. Parallel calls apply one after the other on the
 * locked row, so none undoes another's switches; each answers the whole list as its own change left it.
 */
export async function updateChatCommands(acting: Acting, update: UpdateChatCommandsRequest) {
  const creatorId = acting.requireCreatorId()
  const changes = update.commands ?? {}
  const saved = await db.transaction(async (trx) => {
    const settings = await lockedSettings(creatorId, trx)
    const off = new Set(settings.disabledCommands)
    for (const [name, enabled] of Object.entries(changes)) {
      if (enabled) off.delete(name as ChatCommandName)
      else off.add(name as ChatCommandName)
    }
    const next = CHAT_COMMANDS.map((command) => command.name).filter((name) => off.has(name))
    const language = update.streamLanguage ?? serverLanguage(settings.streamLanguage)
    const languageChanged = language !== settings.streamLanguage
    if (JSON.stringify(next) === JSON.stringify(settings.disabledCommands) && !languageChanged) {
      return { disabled: next, language }
    }
    settings.merge({ disabledCommands: next, streamLanguage: language })
    settings.useTransaction(trx)
    await settings.save()
    await record(
      acting,
      CHAT_COMMAND_EVENTS.CHAT_COMMANDS_UPDATED,
      { type: 'CHAT_COMMANDS', name: 'Chat Commands' },
      { changes, disabled: next, ...(languageChanged && { streamLanguage: language }) },
      trx
    )
    return { disabled: next, language }
  })
  return { commands: commandSettings(saved.disabled), streamLanguage: saved.language }
}

/** The latest command answers (kiosk command feed). */
export async function recentCommands(creatorId: number, limit = 20) {
  const rows = await LiveChatCommand.query()
    .where('creator_id', creatorId)
    .whereNot('outcome', 'pending')
    .orderBy('id', 'desc')
    .limit(limit)
  return rows.map((row) => row.toDto())
}

/** The latest !status / !statusnow answer (overlay board). */
export async function latestStatusBoard(creatorId: number) {
  const row = await LiveChatCommand.query()
    .where('creator_id', creatorId)
    .whereIn('command', ['status', 'statusnow'])
    .where('outcome', 'answered')
    .orderBy('id', 'desc')
    .first()
  return row?.toDto() ?? null
}

/** When the creator's latest command at or after `since` was received, or null. */
export async function lastCommandAt(creatorId: number, since: Date): Promise<Date | null> {
  const [row] = await db
    .from('live_chat_commands')
    .where('creator_id', creatorId)
    .where('created_at', '>=', storedTimestamp(since))
    .max('created_at as at')
  return dbDate(row?.at) ?? null
}

/** Commands queued per creator (waiting or running) over which the creator's connection pauses… */
export const COMMAND_QUEUE_HIGH_WATER = 500
/** …and at or under which it resumes. */
export const COMMAND_QUEUE_LOW_WATER = 100

interface CommandQueue {
  tail: Promise<unknown>
  queued: number
  paused: boolean
}
const commandQueues = new Map<number, CommandQueue>()

/** Called when a creator's command queue goes over its high-water mark (true) or back down (false). */
export const commandPressure = { onChange: (_creatorId: number, _paused: boolean) => {} }

/** Counts a command in (+1) or out (-1) of its queue; pauses or resumes the connection at the marks. */
function countQueued(creatorId: number, queue: CommandQueue, change: 1 | -1) {
  queue.queued += change
  const paused = queue.paused ? queue.queued > COMMAND_QUEUE_LOW_WATER : queue.queued >= COMMAND_QUEUE_HIGH_WATER
  if (paused !== queue.paused) commandPressure.onChange(creatorId, (queue.paused = paused))
  if (!queue.queued && commandQueues.get(creatorId) === queue) commandQueues.delete(creatorId)
}

function queueCommand<T>(creatorId: number, run: () => Promise<T>): Promise<T> {
  const queue = commandQueues.get(creatorId) ?? { tail: Promise.resolve(), queued: 0, paused: false }
  commandQueues.set(creatorId, queue)
  const result = queue.tail.then(run)
  queue.tail = result.catch(() => undefined)
  countQueued(creatorId, queue, 1)
  void queue.tail.then(() => countQueued(creatorId, queue, -1))
  return result
}

/** Waits until the creator's commands handed in so far have run (stream end). */
export async function commandsSettled(creatorId: number) {
  await commandQueues.get(creatorId)?.tail
}

/**
 * A chat message, decided at once: plain chat is answered null (not a command) without waiting; a
 * command joins the creator's command queue (commands run one after the other, in arrival order).
 */
export function handleChat(creatorId: number, event: ChatEvent): Promise<ChatOutcome | null> {
  const parsed = parseChatCommand(event.comment)
  if (!parsed) return Promise.resolve(null)
  return queueCommand(creatorId, () => runChatCommand(creatorId, event, parsed))
}

/**
 * A command is claimed by its msgId (a replay after a reconnect never runs it twice), run, stored
 * with its answer, audited with source 'chat' and pushed to the kiosk's command feed and the overlay.
 */
async function runChatCommand(creatorId: number, event: ChatEvent, parsed: ParsedChatCommand): Promise<ChatOutcome> {
  const run = await claim(creatorId, event, parsed.command.name)
  if (!run) return { outcome: 'duplicate' }

  let language: ServerLanguage = 'en'
  const answer = await chatSettings(creatorId)
    .then((settings) => {
      language = settings.language
      return runCommand(creatorId, event, parsed.command, parsed.mention, settings)
    })
    .catch((error): Answer => ({ outcome: 'failed', message: errorReply(language, error) }))
  await settle(run, async (trx) => {
    run.merge({
      outcome: answer.outcome,
      message: answer.message.slice(0, 500),
      targetName: answer.targetName?.slice(0, 120) ?? null,
      board: answer.board ?? null,
    })
    run.useTransaction(trx)
    await run.save()
    await record(
      chatActing(creatorId, answer.actor ?? viewerIdentity(event)),
      CHAT_COMMAND_EVENTS.CHAT_COMMAND,
      answer.targetName
        ? { type: 'PLAYER', name: answer.targetName }
        : { type: 'CHAT_COMMAND', name: parsed.command.trigger },
      {
        source: 'chat',
        command: parsed.command.trigger,
        outcome: answer.outcome,
        message: answer.message,
        sender: event.uniqueId,
        comment: event.comment.slice(0, 200),
      },
      trx,
      { severity: answer.outcome === 'denied' ? 'MEDIUM' : 'LOW' }
    )
  })
  const entry = run.toDto()
  await publishLive(creatorId, CHAT_COMMAND_TOPICS.command, { entry })
  return { outcome: 'command', command: entry }
}

/** Stores the answer; should that fail, the claimed command still ends (failed), never stays pending. */
async function settle(run: LiveChatCommand, store: (trx: TransactionClientContract) => Promise<void>) {
  try {
    await db.transaction(store)
  } catch (error) {
    await LiveChatCommand.query().where('id', run.id).update({ outcome: 'failed', message: 'The command failed' })
    throw error
  }
}

/** Inserts `row` unless its `(creator_id, msg_id)` is already there; answers the new row, or null for a replay. */
async function insertOnce(client: QueryClientContract, table: string, row: Record<string, unknown>) {
  const [inserted] = await client
    .knexQuery()
    .table(table)
    .insert(row)
    .onConflict(['creator_id', 'msg_id'])
    .ignore()
    .returning('*')
  return (inserted as Record<string, unknown> | undefined) ?? null
}

/** Claims the command by its msgId: the stored row, or null when it ran already. */
async function claim(creatorId: number, event: ChatEvent, command: ChatCommandName) {
  const client = db.connection()
  const row = await insertOnce(client, 'live_chat_commands', {
    creator_id: creatorId,
    msg_id: event.msgId.slice(0, 64),
    command,
    sender_username: (event.uniqueId || 'unknown').slice(0, 64),
    sender_nickname: event.nickname?.slice(0, 120) || null,
    outcome: 'pending',
    message: '',
    created_at: dbTimestamp(DateTime.now()),
  })
  return row && LiveChatCommand.$createFromAdapterResult(row)
}

/** Runs a command; its reply is in the creator's stream language (item and player names as they are). */
async function runCommand(
  creatorId: number,
  event: ChatEvent,
  command: ChatCommand,
  mention: string | null,
  { disabled, language }: ChatSettings
): Promise<Answer> {
  if (disabled.includes(command.name)) {
    return { outcome: 'disabled', message: chatReply(language, 'disabled', { trigger: command.trigger }) }
  }
  return command.kind === 'grant'
    ? grant(creatorId, event, command, mention, language)
    : status(creatorId, command, language)
}

async function status(creatorId: number, command: StatusCommand, language: ServerLanguage): Promise<Answer> {
  const players = await playersWithPowerups(Acting.system(creatorId, 'chat'), {
    activeOnly: command.scope === 'active',
  })
  const board = players.map((player): StatusBoardRow => {
    const counts = new Map<PowerupType, number>()
    for (const holding of player.powerups) counts.set(holding.type, (counts.get(holding.type) ?? 0) + holding.count)
    const powerups = [...counts].map(([type, count]) => ({ type, count }))
    return {
      player: player.name,
      isActive: player.isActive,
      powerups,
      total: powerups.reduce((sum, p) => sum + p.count, 0),
    }
  })
  const message = board.length
    ? board
        .map((row) => `${row.player}: ${row.powerups.map((p) => `${p.count} ${POWERUP_LABELS[p.type]}`).join(', ')}`)
        .join(' | ')
    : chatReply(language, command.scope === 'active' ? 'statusEmptyActive' : 'statusEmpty')
  return { outcome: 'answered', message, board }
}

async function grant(
  creatorId: number,
  event: ChatEvent,
  command: GrantCommand,
  mention: string | null,
  language: ServerLanguage
): Promise<Answer> {
  // No player can have a longer name, so it names nobody (and would not fit the stored target).
  const tooLong = mention !== null && playerNameKey(mention).length > PLAYER_LIMITS.nameMax
  const moderator = event.uniqueId
    ? await moderatorByTiktokUsername(creatorId, event.uniqueId, event.userId || null)
    : null
  const allowed = moderator && GRANT_PERMISSIONS.every((permission) => moderator.permissions.includes(permission))
  if (!moderator || !allowed) {
    return {
      outcome: 'denied',
      message: chatReply(language, 'denied', { sender: event.uniqueId || 'unknown', trigger: command.trigger }),
      targetName: tooLong ? null : mention,
    }
  }
  const actor: AuditIdentity = { type: 'MODERATOR', id: moderator.userId, name: moderator.name }
  if (!mention) {
    return { outcome: 'invalid', message: chatReply(language, 'usage', { trigger: command.trigger }), actor }
  }
  if (tooLong) {
    const reply = codeReply(language, PLAYERS_ERRORS.name_too_long, { max: PLAYER_LIMITS.nameMax })
    return { outcome: 'invalid', message: reply ?? PLAYER_MESSAGES.nameTooLong, actor }
  }
  const acting = Acting.of({ identity: actor, creatorId, source: 'chat' })
  const player = (await findPlayerByName(acting, mention)) ?? (await createMissingPlayer(acting, mention))
  await grantPowerup(acting, { playerId: player.id, type: command.powerupType, count: 1 })
  const message = chatReply(language, 'granted', {
    count: 1,
    powerup: POWERUP_LABELS[command.powerupType],
    player: player.name,
  })
  return { outcome: 'granted', message, targetName: player.name, actor }
}

/** Created as the kiosk's Add Player does (starter pack included); a concurrent creation wins. */
async function createMissingPlayer(acting: Acting, name: string) {
  try {
    return await createPlayer(acting, { name })
  } catch (error) {
    const existing = await findPlayerByName(acting, name)
    if (existing) return existing
    throw error
  }
}
