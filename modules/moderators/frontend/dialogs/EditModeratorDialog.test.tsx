import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockFetch, PERMISSION_MODULES, renderSignedIn, sampleModerator, sentBody } from '../testSupport'
import { EditModeratorDialog } from './EditModeratorDialog'

const mia = sampleModerator(7, 'Mia')

describe('Edit Moderator', { timeout: 20_000 }, () => {
  it('saves only what changed; Save is disabled while a required field is blank', async () => {
    const fetchMock = mockFetch({ 'PUT /api/moderators/7': { body: { success: true, moderator: mia } } })
    const onClose = vi.fn()
    renderSignedIn(<EditModeratorDialog moderator={mia} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: 'Edit Moderator' })
    const save = within(dialog).getByRole('button', { name: 'Save Changes' })
    expect(save).toBeDisabled() // nothing changed yet

    const name = within(dialog).getByLabelText(/^Display Name/)
    fireEvent.change(name, { target: { value: '  ' } })
    expect(within(dialog).getByText('Display Name Required')).toBeInTheDocument()
    expect(save).toBeDisabled()
    fireEvent.change(within(dialog).getByLabelText(/^TikTok Username/), { target: { value: '' } })
    expect(within(dialog).getByText('TikTok Username Required')).toBeInTheDocument()

    fireEvent.change(name, { target: { value: 'Mia Night' } })
    fireEvent.change(within(dialog).getByLabelText(/^TikTok Username/), { target: { value: '@mia_live' } })
    // The picker offers the enabled modules' permissions in module order, each with its module's texts.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent)
    ).toEqual([
      'Manage PlayersEdit player names and information',
      'Grant PowerupsGive powerups during streams',
      'Use PowerupsActivate powerups for players',
      'Chat CommandsUse chat commands',
    ])
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Manage Players/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Moderator Updated')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/moderators/7')).toEqual({
      displayName: 'Mia Night',
      permissions: ['manage_players', 'grant_powerups', 'use_powerups'],
    })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('offers only the permissions the enabled modules declare', async () => {
    renderSignedIn(<EditModeratorDialog moderator={mia} onClose={vi.fn()} />, {
      modules: PERMISSION_MODULES.filter((module) => module.name !== 'chat_commands'),
    })
    const dialog = await screen.findByRole('dialog', { name: 'Edit Moderator' })
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3)
    expect(within(dialog).queryByRole('checkbox', { name: /Chat Commands/ })).toBeNull()
  })

  it("Demote to Player asks the spec's browser confirmation, then demotes", async () => {
    const fetchMock = mockFetch({ 'POST /api/moderators/7/demote': { body: { success: true } } })
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    renderSignedIn(<EditModeratorDialog moderator={mia} onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Demote to Player' }))
    expect(confirm).toHaveBeenLastCalledWith(
      'Are you sure you want to demote Mia to normal player? All data will be preserved.'
    )
    expect(fetchMock).not.toHaveBeenCalled()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Demote to Player' }))
    expect(await screen.findByText('Moderator Demoted')).toBeInTheDocument()
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/moderators/7/demote' && init?.method === 'POST')
    ).toBe(true)
  })

  it('shows the server message when demoting fails', async () => {
    mockFetch({ 'POST /api/moderators/7/demote': { status: 500, body: { success: false } } })
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderSignedIn(<EditModeratorDialog moderator={mia} onClose={vi.fn()} />)
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Demote to Player' }))
    expect(await screen.findByText('Failed to demote moderator. Please try again.')).toBeInTheDocument()
  })
})
