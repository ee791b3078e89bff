import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderSignedIn, sampleModerator } from '../testSupport'
import ModeratorsPage from './ModeratorsPage'

const moderators = [
  sampleModerator(1, 'Mia', { isPlayer: true, playerId: 4, permissions: ['grant_powerups', 'chat_commands'] }),
  sampleModerator(2, 'Noah', {
    status: 'PENDING',
    tiktokUsername: 'noah.tt',
    email: null,
    powerupsGranted: 0,
    powerupsUsed: 0,
    lastActive: null,
  }),
]
const stats = { total: 5, active: 1, pending: 1, suspended: 0, inactive: 3, powerupsGranted: 12, powerupsUsed: 4 }
const answers = {
  'GET /api/moderators': { body: { success: true, moderators } },
  'GET /api/moderators/stats/overview': { body: { success: true, stats } },
}

describe('My Moderators', { timeout: 20_000 }, () => {
  it('shows the four stat cards and a card per moderator with every field', async () => {
    mockFetch(answers)
    renderSignedIn(<ModeratorsPage />)
    const mia = await screen.findByRole('article', { name: 'Mia' })
    expect(screen.getByLabelText('Total')).toHaveTextContent('5')
    expect(screen.getByLabelText('Active')).toHaveTextContent('1')
    expect(screen.getByLabelText('Pending')).toHaveTextContent('1')
    expect(screen.getByLabelText('Inactive')).toHaveTextContent('3')

    const card = within(mia)
    expect(card.getByText('M')).toBeInTheDocument()
    expect(card.getByText('@mia_live')).toBeInTheDocument()
    expect(card.getByText('ACTIVE')).toBeInTheDocument()
    expect(card.getByText('12')).toBeInTheDocument()
    expect(card.getByText('4')).toBeInTheDocument()
    expect(card.getByText('Mar 2, 2025')).toBeInTheDocument()
    expect(card.getByText('Jan 15, 2025')).toBeInTheDocument()
    expect(card.getByText('Grant Powerups')).toBeInTheDocument()
    expect(card.getByText('Chat Commands')).toBeInTheDocument()
    expect(card.getByText('Promoted player')).toBeInTheDocument()
    expect(card.getByRole('button', { name: 'Edit Mia' })).toBeInTheDocument()
    expect(card.getByRole('button', { name: 'Reset password of Mia' })).toBeInTheDocument()

    const noah = within(screen.getByRole('article', { name: 'Noah' }))
    expect(noah.getByText('PENDING')).toBeInTheDocument()
    expect(noah.getByText('Never')).toBeInTheDocument()
    expect(noah.getByText('Set a password with Reset Password so they can sign in.')).toBeInTheDocument()
  })

  it('searches by name or TikTok username', async () => {
    mockFetch(answers)
    renderSignedIn(<ModeratorsPage />)
    await screen.findByRole('article', { name: 'Mia' })
    const search = screen.getByRole('textbox', { name: 'Search moderators' })
    fireEvent.change(search, { target: { value: '@NOAH.t' } })
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Noah'])
    fireEvent.change(search, { target: { value: 'mia' } })
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Mia'])
    fireEvent.change(search, { target: { value: 'zzz' } })
    expect(screen.getByText('No moderators found')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Invite Your First Moderator' })).not.toBeInTheDocument()
  })

  it('empty: No moderators found with Invite Your First Moderator, which opens the create dialog', async () => {
    mockFetch({ ...answers, 'GET /api/moderators': { body: { success: true, moderators: [] } } })
    renderSignedIn(<ModeratorsPage />)
    expect(await screen.findByText('No moderators found')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Invite Your First Moderator' }))
    expect(await screen.findByRole('dialog', { name: 'Create New Moderator' })).toBeInTheDocument()
  })

  it('Edit and Reset Password open their dialogs for that moderator', async () => {
    mockFetch(answers)
    renderSignedIn(<ModeratorsPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Noah' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit Moderator' })
    expect(within(edit).getByLabelText(/^Display Name/)).toHaveValue('Noah')
    fireEvent.click(within(edit).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    fireEvent.click(screen.getByRole('button', { name: 'Reset password of Noah' }))
    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toHaveTextContent('noah')
  })

  it('refuses non-creators with the spec text', async () => {
    const fetchMock = mockFetch(answers)
    renderSignedIn(<ModeratorsPage />, { role: 'MODERATOR' })
    expect(await screen.findByText('Access Denied - Only creators can manage moderators.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
