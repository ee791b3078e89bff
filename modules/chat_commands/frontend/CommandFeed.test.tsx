import { screen, waitFor, within } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderSignedIn } from '@shell/test'
import powerups from '../../powerups/frontend/index'
import live from '../../live/frontend/index'
import chatCommands from './index'
import type { CommandFeedEntryDto } from '../shared/chat_commands'
import { CHAT_COMMAND_TOPICS } from '../shared/push'
import { chatCommandKeys } from './chatCommandsApi'
import { chatCommandPushHandlers, RECENT_COMMANDS } from './pushHandlers'

const { default: KioskPage } = await powerups.routes!.find((route) => route.path === '/kiosk')!.element()

const entry = (id: number, overrides: Partial<CommandFeedEntryDto> = {}): CommandFeedEntryDto => ({
  id,
  command: 'glove',
  senderUsername: 'mod_amy',
  senderNickname: 'Amy',
  targetName: 'Luna',
  outcome: 'granted',
  message: `Granted Glove to Luna (${id})`,
  board: null,
  createdAt: new Date().toISOString(),
  ...overrides,
})

describe('Kiosk › Recent Gifters › Chat Commands', { timeout: 20_000 }, () => {
  it('the feed sits under the gifts (live RECENT_GIFTERS_PANELS): command, sender, outcome, answer', async () => {
    mockFetch({
      'GET /api/players': { body: { success: true, players: [] } },
      'GET /api/tiktok-optimized/status': { body: { success: false, message: 'not configured' }, status: 400 },
      'GET /api/tiktok-optimized/gifts/recent': { body: { success: true, gifts: [] } },
      'GET /api/live/commands/recent': {
        body: { success: true, commands: [entry(2), entry(1, { outcome: 'denied' })] },
      },
    })
    renderSignedIn(<KioskPage />, { modules: [powerups, live, chatCommands], path: '/kiosk?view=recent-gifters' })
    const feed = await screen.findByRole('region', { name: 'Chat Commands' }, { timeout: 10_000 })
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(2))
    const [latest, denied] = within(feed).getAllByRole('listitem')
    expect(within(latest).getByText('!glove')).toBeInTheDocument()
    expect(within(latest).getByText('@mod_amy')).toBeInTheDocument()
    expect(within(latest).getByText('Granted Glove to Luna (2)')).toBeInTheDocument()
    expect(within(denied).getByText('denied')).toBeInTheDocument()
  })

  it('without the chat commands module, Recent Gifters shows no feed and asks for none', async () => {
    const fetchMock = mockFetch({
      'GET /api/players': { body: { success: true, players: [] } },
      'GET /api/tiktok-optimized/status': { body: { success: false, message: 'not configured' }, status: 400 },
      'GET /api/tiktok-optimized/gifts/recent': { body: { success: true, gifts: [] } },
    })
    renderSignedIn(<KioskPage />, { modules: [powerups, live], path: '/kiosk?view=recent-gifters' })
    expect(await screen.findByRole('heading', { name: 'Recent Gifters' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Chat Commands' })).not.toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/live/commands/recent'))).toBe(false)
  })
})

describe('Chat commands push', () => {
  const handler = chatCommandPushHandlers.find((entry) => entry.topic === CHAT_COMMAND_TOPICS.command)!
  const push = (queryClient: QueryClient, pushed: CommandFeedEntryDto) =>
    handler.handle({ type: 'command', entry: pushed } as never, { queryClient })

  it(`puts a pushed answer on top of the loaded feed, keeping the newest ${RECENT_COMMANDS}`, () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(
      chatCommandKeys.feed,
      Array.from({ length: RECENT_COMMANDS }, (_, index) => entry(RECENT_COMMANDS - index))
    )
    push(queryClient, entry(RECENT_COMMANDS + 1))
    const feed = queryClient.getQueryData<CommandFeedEntryDto[]>(chatCommandKeys.feed)!
    expect(feed).toHaveLength(RECENT_COMMANDS)
    expect(feed[0].id).toBe(RECENT_COMMANDS + 1)
    expect(feed.at(-1)!.id).toBe(2)
  })

  it('leaves a feed not loaded yet alone (its first fetch brings the latest)', () => {
    const queryClient = new QueryClient()
    push(queryClient, entry(1))
    expect(queryClient.getQueryData(chatCommandKeys.feed)).toBeUndefined()
  })
})
