import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockFetch, renderSignedIn, sampleModerator, sentBody } from '../testSupport'
import { CreateModeratorDialog } from './CreateModeratorDialog'

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}\\s*\\*?$`)), { target: { value } })
  }
}

const VALID = {
  Username: 'nightmod',
  Email: 'night@test.local',
  'TikTok Username': '@night_live',
  Password: 'Strong-pass!',
}

describe('Create New Moderator', { timeout: 20_000 }, () => {
  it('keeps Create disabled until every check (docs/api/moderators.md) holds, showing the spec texts', async () => {
    mockFetch({})
    renderSignedIn(<CreateModeratorDialog onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Create New Moderator' })
    const submit = within(dialog).getByRole('button', { name: 'Create Moderator' })
    expect(submit).toBeDisabled()

    fill(dialog, { Username: 'x', Email: 'x' })
    fill(dialog, { Username: '', Email: '' })
    expect(within(dialog).getByText('Username Required')).toBeInTheDocument()
    expect(within(dialog).getByText('Email Required')).toBeInTheDocument()
    fill(dialog, { 'TikTok Username': '@' })
    expect(within(dialog).getByText('TikTok Username Required')).toBeInTheDocument()
    fill(dialog, { Password: 'weak' })
    expect(within(dialog).getByText('Invalid Password: Password must meet all requirements.')).toBeInTheDocument()
    expect(within(dialog).getByTestId('password-strength')).toHaveTextContent('Weak')

    fill(dialog, VALID)
    expect(within(dialog).getByTestId('password-strength')).toHaveTextContent('Strong')
    // Grant and Use come ticked; with none ticked the dialog says why Create is off.
    expect(within(dialog).getByRole('checkbox', { name: /Grant Powerups/ })).toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: /Use Powerups/ })).toBeChecked()
    expect(submit).toBeEnabled()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Grant Powerups/ }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Use Powerups/ }))
    expect(within(dialog).getByText('Permissions Required')).toBeInTheDocument()
    expect(submit).toBeDisabled()
    fill(dialog, { Email: 'not-an-email' })
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument()
  })

  it('sends the dialog payload (displayName = username, @ dropped) and announces the moderator', async () => {
    const fetchMock = mockFetch({
      'POST /api/moderators': { status: 201, body: { success: true, moderator: sampleModerator(9, 'nightmod') } },
    })
    const onClose = vi.fn()
    renderSignedIn(<CreateModeratorDialog onClose={onClose} />)
    const dialog = await screen.findByRole('dialog')
    fill(dialog, VALID)
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Chat Commands/ }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Grant Powerups/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Moderator' }))
    expect(await screen.findByText('Moderator Created')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/moderators')).toEqual({
      username: 'nightmod',
      password: 'Strong-pass!',
      email: 'night@test.local',
      tiktokUsername: 'night_live',
      displayName: 'nightmod',
      permissions: ['use_powerups', 'chat_commands'],
    })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('shows the server error under Creation Failed and stays open', async () => {
    mockFetch({
      'POST /api/moderators': {
        status: 409,
        body: { success: false, error: 'An account with this username or email already exists' },
      },
    })
    const onClose = vi.fn()
    renderSignedIn(<CreateModeratorDialog onClose={onClose} />)
    const dialog = await screen.findByRole('dialog')
    fill(dialog, VALID)
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Grant Powerups/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Moderator' }))
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument()
    expect(screen.getByText('An account with this username or email already exists')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })
})
