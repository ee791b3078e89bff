import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ScriptTokenDto } from '@core/shared'
import { IntegrationsSection } from './IntegrationsSection'
import { mockFetch, renderInAdmin, sampleUser, sentBody, storeSession } from '../../test/utils'

const TOKEN: ScriptTokenDto = {
  id: 7,
  name: 'Streamer.bot',
  scopes: ['read', 'ledger'],
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2027-01-30T10:00:00.000Z',
}

describe('Settings › Integrations', () => {
  it('lists the tokens with their scopes, and creates one whose value is shown once', async () => {
    storeSession(sampleUser('CREATOR'))
    let tokens = [TOKEN]
    const fetchMock = mockFetch({
      'GET /api/tokens': () => ({ body: { success: true, tokens } }),
      'POST /api/tokens': (init) => {
        const body = JSON.parse(String(init.body))
        const made = { ...TOKEN, id: 8, name: body.name, scopes: body.scopes }
        tokens = [made, ...tokens]
        return { status: 201, body: { success: true, ...made, token: 'pd_OC.secretvalue' } }
      },
    })
    renderInAdmin(<IntegrationsSection role="CREATOR" />)
    expect(await screen.findByText('Streamer.bot')).toBeInTheDocument()
    expect(screen.getByText('ledger')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'New token' }))
    expect(screen.queryByLabelText(/Admin: the back office/)).not.toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Discord bot')
    await userEvent.click(screen.getByRole('checkbox', { name: /Live:/ }))
    await userEvent.click(screen.getByRole('button', { name: 'New token' }))
    expect(await screen.findByTestId('new-token')).toHaveValue('pd_OC.secretvalue')
    expect(sentBody(fetchMock, '/api/tokens')).toEqual({
      name: 'Discord bot',
      scopes: ['read', 'live'],
      expiresInDays: 90,
    })
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(await screen.findByText('Discord bot')).toBeInTheDocument()
    expect(screen.queryByDisplayValue('pd_OC.secretvalue')).not.toBeInTheDocument()
  })

  it('refuses a token without a name or scope before sending it', async () => {
    storeSession(sampleUser('ADMIN'))
    const fetchMock = mockFetch({ 'GET /api/tokens': { body: { success: true, tokens: [] } } })
    renderInAdmin(<IntegrationsSection role="ADMIN" />)
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'New token' }))
    expect(screen.getByRole('checkbox', { name: /Admin: the back office/ })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'New token' }))
    expect(screen.getByText('Give the token a name')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/tokens')).toBeUndefined()
  })
})
