import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { PlayerDto } from '../../../players/shared/players'
import { mockFetch, renderSignedIn, sampleModerator, sentBody } from '../testSupport'
import PromoteToModeratorDialog from './PromoteToModeratorDialog'
import DemoteFromModeratorAction from './DemoteFromModeratorAction'
import moderators from '../index'
import { PLAYER_MENU_ACTIONS, playerMenuActionsFor } from '../../../players/frontend/public'
import { collectContributions } from '../../../../backend/core/shared/extensions'

const player = (overrides: Partial<PlayerDto> = {}): PlayerDto => ({
  id: 4,
  name: 'Zoe',
  aliases: [],
  isActive: true,
  lastActive: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  isModerator: false,
  ...overrides,
})

describe('My Players: Promote to Moderator / Demote from Moderator', { timeout: 20_000 }, () => {
  it('the player menu offers Promote to players and Demote to moderators (message keys), creators only', () => {
    const labels = (role: 'CREATOR' | 'MODERATOR', p: PlayerDto) =>
      playerMenuActionsFor(collectContributions([moderators], PLAYER_MENU_ACTIONS), role, p).map((action) =>
        action.label(p)
      )
    expect(labels('CREATOR', player())).toContain('moderators.playerMenu.promote')
    expect(labels('CREATOR', player())).not.toContain('moderators.playerMenu.demote')
    expect(labels('CREATOR', player({ isModerator: true }))).toContain('moderators.playerMenu.demote')
    expect(labels('CREATOR', player({ isModerator: true }))).not.toContain('moderators.playerMenu.promote')
    expect(labels('MODERATOR', player())).not.toContain('moderators.playerMenu.promote')
  })

  it('promotes with the chosen permissions', async () => {
    const fetchMock = mockFetch({
      'POST /api/moderators/promote-player': {
        status: 201,
        body: { success: true, moderator: sampleModerator(9, 'Zoe') },
      },
    })
    const onClose = vi.fn()
    renderSignedIn(<PromoteToModeratorDialog player={player()} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: 'Promote Zoe to Moderator' })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Grant Powerups/ }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Use Powerups/ }))
    expect(within(dialog).getByText('Permissions Required')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Promote to Moderator' })).toBeDisabled()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Chat Commands/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Promote to Moderator' }))
    expect(await screen.findByText('Player promoted')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/moderators/promote-player')).toEqual({
      playerId: 4,
      permissions: ['chat_commands'],
    })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('demotes after the browser confirmation, finding the moderator promoted from this player', async () => {
    const fetchMock = mockFetch({
      'GET /api/moderators': {
        body: { success: true, moderators: [sampleModerator(3, 'Other'), sampleModerator(9, 'Zoe', { playerId: 4 })] },
      },
      'POST /api/moderators/9/demote': { body: { success: true } },
    })
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    const onClose = vi.fn()
    renderSignedIn(<DemoteFromModeratorAction player={player({ isModerator: true })} onClose={onClose} />)
    expect(await screen.findByText('Moderator demoted')).toBeInTheDocument()
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to demote Zoe to normal player? All data will be preserved.'
    )
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/moderators/9/demote' && init?.method === 'POST')
    ).toBe(true)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('a declined confirmation changes nothing', async () => {
    const fetchMock = mockFetch({})
    vi.spyOn(window, 'confirm').mockReturnValue(false)
    const onClose = vi.fn()
    renderSignedIn(<DemoteFromModeratorAction player={player({ isModerator: true })} onClose={onClose} />)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
