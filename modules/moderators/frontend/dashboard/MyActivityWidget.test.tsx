import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ModeratorActivityDto } from '../../shared/moderators'
import { mockFetch, renderSignedIn } from '../testSupport'
import MyActivityWidget from './MyActivityWidget'

const activity: ModeratorActivityDto = {
  creator: { id: 2, name: 'Stream Star', tiktokUsername: 'star_live', isActive: true },
  permissions: ['grant_powerups', 'chat_commands'],
  status: 'ACTIVE',
  lastActive: new Date().toISOString(),
  today: { granted: 5, used: 2, activePlayers: 3, totalActions: 6 },
}

describe('Moderator dashboard: My Activity', { timeout: 20_000 }, () => {
  it("shows creator status, today's figures and the moderator's own recent activity", async () => {
    const fetchMock = mockFetch({
      'GET /api/moderators/me/activity': { body: { success: true, activity } },
      'GET /api/tiktok-optimized/status': { body: { success: true, isLive: true } },
      'GET /api/audit/logs': {
        body: {
          success: true,
          data: {
            logs: [
              {
                id: 1,
                eventType: 'POWERUP_USED',
                category: 'DATA_CHANGE',
                severity: 'LOW',
                actorType: 'MODERATOR',
                actorId: 3,
                actorName: 'Moderator User',
                targetType: 'PLAYER',
                targetId: 4,
                targetName: 'Pia',
                creatorId: 2,
                details: { powerupType: 'mist', count: 1 },
                metadata: {},
                ipAddress: null,
                userAgent: null,
                createdAt: new Date().toISOString(),
              },
            ],
            pagination: { page: 1, limit: 5, totalCount: 1, total: 1, totalPages: 1, hasMore: false },
          },
        },
      },
    })
    // The audit log words the entries from the powerups module's declared events; the chips, its permissions.
    renderSignedIn(<MyActivityWidget />, { role: 'MODERATOR' })
    expect(await screen.findByText('Stream Star')).toBeInTheDocument()
    expect(screen.getByText('@star_live')).toBeInTheDocument()
    expect(await screen.findByText('Live Now')).toBeInTheDocument()
    expect(screen.getByText('Chat Commands')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Powerups Granted')).toHaveTextContent('5'))
    expect(screen.getByLabelText('Powerups Used')).toHaveTextContent('2')
    expect(screen.getByLabelText('Active Players')).toHaveTextContent('3')
    expect(screen.getByLabelText('Total Actions')).toHaveTextContent('6')
    const recent = within(await screen.findByRole('list', { name: 'Recent Activity' }))
    expect(recent.getByText('Moderator User used 1 mist')).toBeInTheDocument()
    const auditCall = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/audit/logs'))!
    expect(Object.fromEntries(new URL(String(auditCall[0]), 'http://x').searchParams)).toMatchObject({
      actorId: '3',
      limit: '5',
    })
  })
})
