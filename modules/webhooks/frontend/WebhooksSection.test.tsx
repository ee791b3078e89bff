import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { WebhookDeliveryDto, WebhookDto } from '../shared/webhooks'
import WebhooksSection from './WebhooksSection'
import { mockFetch, renderInAdmin, sampleUser, sentBody, storeSession } from '../../../frontend/src/test/utils'

const DELIVERY: WebhookDeliveryDto = {
  id: 31,
  event: 'player.created',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  durationMs: 42,
  error: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastAttemptAt: '2026-11-20T10:00:01.000Z',
  nextAttemptAt: null,
}
const WEBHOOK: WebhookDto = {
  id: 5,
  url: 'https://hooks.example.com/powerdeck',
  events: ['player.created', 'gift.credited'],
  scope: 'creator',
  enabled: true,
  consecutiveFailures: 0,
  disabledAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastDelivery: DELIVERY,
}

describe('Settings › Webhooks', () => {
  it('lists webhooks with their last delivery, adds one and shows its secret once', async () => {
    storeSession(sampleUser('CREATOR'))
    let webhooks = [WEBHOOK]
    const fetchMock = mockFetch({
      'GET /api/webhooks': () => ({ body: { success: true, webhooks } }),
      'POST /api/webhooks': (init) => {
        const body = JSON.parse(String(init.body))
        const made = { ...WEBHOOK, id: 6, url: body.url, events: body.events, lastDelivery: null }
        webhooks = [...webhooks, made]
        return { status: 201, body: { success: true, webhook: { ...made, secret: 'whsec_shownonce' } } }
      },
    })
    renderInAdmin(<WebhooksSection />)
    expect(await screen.findByText('https://hooks.example.com/powerdeck')).toBeInTheDocument()
    expect(screen.getByText(/Delivered · 200 in 42 ms/)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add webhook' }))
    expect(screen.getByText('Enter the URL of your endpoint')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), 'https://bot.example.org/in')
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add webhook' }))
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/webhooks')).toBeUndefined()

    await userEvent.click(screen.getByRole('checkbox', { name: /Live started/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /Powerup used/ }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add webhook' }))
    expect(await screen.findByTestId('webhook-secret')).toHaveValue('whsec_shownonce')
    expect(sentBody(fetchMock, '/api/webhooks')).toEqual({
      url: 'https://bot.example.org/in',
      events: ['live.started', 'powerup.used'],
    })
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(await screen.findByText('https://bot.example.org/in')).toBeInTheDocument()
    expect(screen.queryByDisplayValue('whsec_shownonce')).not.toBeInTheDocument()
  })

  it('shows a disabled webhook with Enable, sends a test, opens the log and deletes after confirming', async () => {
    storeSession(sampleUser('CREATOR'))
    let webhooks: WebhookDto[] = [
      {
        ...WEBHOOK,
        enabled: false,
        consecutiveFailures: 10,
        disabledAt: '2026-11-21T10:00:00.000Z',
        lastDelivery: { ...DELIVERY, status: 'failed', attempts: 8, responseStatus: 500, error: 'Answered 500' },
      },
    ]
    const fetchMock = mockFetch({
      'GET /api/webhooks': () => ({ body: { success: true, webhooks } }),
      'POST /api/webhooks/5/enable': () => {
        webhooks = [{ ...webhooks[0], enabled: true, consecutiveFailures: 0, disabledAt: null }]
        return { body: { success: true, webhook: webhooks[0] } }
      },
      'POST /api/webhooks/5/test': { status: 202, body: { success: true, deliveryId: 40 } },
      'GET /api/webhooks/5/deliveries': {
        body: {
          success: true,
          deliveries: [
            {
              ...DELIVERY,
              id: 40,
              event: 'webhook.test',
              status: 'pending',
              attempts: 2,
              responseStatus: 503,
              error: 'Answered 503: busy',
              nextAttemptAt: '2026-11-21T10:05:00.000Z',
            },
          ],
        },
      },
      'DELETE /api/webhooks/5': () => {
        webhooks = []
        return { body: { success: true } }
      },
    })
    renderInAdmin(<WebhooksSection />)
    expect(await screen.findByText('Disabled')).toBeInTheDocument()
    expect(screen.getByText(/Failed · 500/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Enable' }))
    expect(await screen.findByText('Webhook enabled')).toBeInTheDocument()
    expect(screen.queryByText('Disabled')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Send test' }))
    expect(await screen.findByText('Test event queued')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/webhooks/5/test'))).toBe(true)

    await userEvent.click(screen.getByRole('button', { name: 'Delivery log' }))
    const log = await screen.findByRole('dialog')
    expect(await within(log).findByText(/webhook.test · Retrying · 503 in 42 ms/)).toBeInTheDocument()
    expect(within(log).getByText(/Answered 503: busy/)).toBeInTheDocument()
    await userEvent.click(within(log).getByRole('button', { name: 'Close' }))

    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the webhook https://hooks.example.com/powerdeck' })
    )
    const confirm = await screen.findByRole('dialog')
    expect(within(confirm).getByText('Delete this webhook?')).toBeInTheDocument()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument()
  })
})
