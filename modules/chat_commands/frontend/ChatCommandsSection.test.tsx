import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderSignedIn } from '@shell/test'
import ChatCommandsSection from './ChatCommandsSection'

describe('Settings › Chat Commands', { timeout: 20_000 }, () => {
  const commands = {
    body: {
      success: true,
      commands: [
        { name: 'glove', trigger: '!glove', description: 'gives a Glove', kind: 'grant', enabled: true },
        { name: 'status', trigger: '!status', description: 'all players', kind: 'status', enabled: false },
      ],
      streamLanguage: 'en',
    },
  }

  it('the creator switches a command; moderators only see the switches', async () => {
    const fetchMock = mockFetch({
      'GET /api/live/chat-commands': commands,
      'PUT /api/live/chat-commands': {
        body: { ...commands.body, commands: commands.body.commands.map((c) => ({ ...c, enabled: false })) },
      },
    })
    const creator = renderSignedIn(<ChatCommandsSection />)
    const glove = await screen.findByRole('switch', { name: '!glove' })
    expect(glove).toBeChecked()
    fireEvent.click(glove)
    await waitFor(() => expect(screen.getByRole('switch', { name: '!glove' })).not.toBeChecked())
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ commands: { glove: false } })
    creator.unmount()

    renderSignedIn(<ChatCommandsSection />, { role: 'MODERATOR' })
    expect(await screen.findByRole('switch', { name: '!glove' })).toBeDisabled()
  })
})

describe('Settings › Chat Commands › stream language', { timeout: 20_000 }, () => {
  it('the creator picks the language of the chat replies; moderators see it', async () => {
    const answer = (streamLanguage: string) => ({ body: { success: true, commands: [], streamLanguage } })
    const fetchMock = mockFetch({
      'GET /api/live/chat-commands': answer('en'),
      'PUT /api/live/chat-commands': answer('es'),
    })
    const creator = renderSignedIn(<ChatCommandsSection />)
    fireEvent.mouseDown(await screen.findByRole('combobox'))
    fireEvent.click(await screen.findByRole('option', { name: 'Español' }))
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveTextContent('Español'))
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ streamLanguage: 'es' })
    creator.unmount()

    renderSignedIn(<ChatCommandsSection />, { role: 'MODERATOR' })
    expect(await screen.findByRole('combobox')).toHaveAttribute('aria-disabled', 'true')
  })
})
