import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderSignedIn } from '@shell/test'
import GiftRulesSection from './GiftRulesSection'

const rule = {
  id: 7,
  giftName: 'Rose',
  minDiamonds: null,
  powerupType: 'glove',
  count: 2,
  expiresInDays: null,
  cooldownSeconds: 60,
  perStreamCap: 5,
  stock: 100,
  stockLeft: 40,
  grants: 30,
  grantedUnits: 60,
  enabled: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
}
const exclusions = [{ id: 3, kind: 'handle', value: 'troll', createdAt: '2026-11-24T10:00:00.000Z' }]
const lists = {
  'GET /api/rules': { body: { success: true, rules: [rule] } },
  'GET /api/rules/exclusions': { body: { success: true, exclusions } },
}
/** Picks an option of a MUI select and waits until its menu is gone (it hides the rest meanwhile). */
async function choose(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByLabelText(label))
  fireEvent.click(await screen.findByRole('option', { name: option }))
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
}

const sentBody = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(([input, init]) => init?.method === method && String(input).endsWith(path))
  return call && JSON.parse(String(call[1]?.body))
}

describe('Settings › Gift Rules', { timeout: 20_000 }, () => {
  it('lists each rule with its trigger, grant, limits and stock left, and the excluded viewers', async () => {
    mockFetch(lists)
    renderSignedIn(<GiftRulesSection />)
    expect(await screen.findByText(/Rose → 2 × Glove/)).toBeInTheDocument()
    expect(
      screen.getByText('default expiry · cooldown 60 s · 5 per stream · 40 of 100 left · 30 grants so far')
    ).toBeInTheDocument()
    expect(await screen.findByText('@troll')).toBeInTheDocument()
  })

  it('the creator adds a rule by diamond value; the server refusal shows in the dialog', async () => {
    let attempts = 0
    const fetchMock = mockFetch({
      ...lists,
      'POST /api/rules': () =>
        ++attempts === 1
          ? { status: 400, body: { success: false, error: 'The count must be a whole number from 1 to 10' } }
          : { status: 201, body: { success: true, rule: { ...rule, id: 8 } } },
    })
    renderSignedIn(<GiftRulesSection />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add Rule' }, { timeout: 5_000 }))
    const dialog = await screen.findByRole('dialog')
    // The chosen trigger left blank is said before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Rule' }))
    expect(await within(dialog).findByText('Gift name is required')).toBeInTheDocument()
    await choose(dialog, 'Triggered by', 'A gift worth at least N diamonds')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Rule' }))
    expect(await within(dialog).findByText('Minimum diamonds is required')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
    fireEvent.change(within(dialog).getByLabelText('Minimum diamonds'), { target: { value: '500' } })
    fireEvent.change(within(dialog).getByLabelText('Count'), { target: { value: '11' } })
    fireEvent.change(within(dialog).getByLabelText('Per-stream cap'), { target: { value: '3' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Rule' }))
    expect(await within(dialog).findByText('The count must be a whole number from 1 to 10')).toBeInTheDocument()
    expect(sentBody(fetchMock, 'POST', '/api/rules')).toEqual({
      giftName: null,
      minDiamonds: 500,
      powerupType: 'glove',
      count: 11,
      expiresInDays: null,
      cooldownSeconds: 0,
      perStreamCap: 3,
      stock: null,
      enabled: true,
    })
    fireEvent.change(within(dialog).getByLabelText('Count'), { target: { value: '2' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Rule' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 })
    expect(attempts).toBe(2)
    expect(await screen.findByText('Gift rule added')).toBeInTheDocument()
  })

  it('the creator edits and deletes a rule and manages exclusions', async () => {
    const fetchMock = mockFetch({
      ...lists,
      'PUT /api/rules/7': { body: { success: true, rule: { ...rule, enabled: false } } },
      'DELETE /api/rules/7': { body: { success: true, rule } },
      'POST /api/rules/exclusions': { status: 201, body: { success: true, exclusion: exclusions[0] } },
      'DELETE /api/rules/exclusions/3': { body: { success: true } },
    })
    renderSignedIn(<GiftRulesSection />)
    fireEvent.click(await screen.findByRole('button', { name: 'Edit rule #7' }, { timeout: 5_000 }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText('Gift name')).toHaveValue('Rose')
    await choose(dialog, 'Status', 'Paused')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Rule' }))
    await waitFor(() => expect(sentBody(fetchMock, 'PUT', '/api/rules/7')).toMatchObject({ enabled: false }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 })
    expect(await screen.findByText('Gift rule saved')).toBeInTheDocument()

    fireEvent.click(await screen.findByRole('button', { name: 'Delete rule #7' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) => init?.method === 'DELETE' && String(input).endsWith('/api/rules/7')
        )
      ).toBe(true)
    )

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 })
    fireEvent.change(screen.getByLabelText('Handle'), { target: { value: '@spammer' } })
    fireEvent.click(screen.getByRole('button', { name: 'Exclude' }))
    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/rules/exclusions')).toEqual({ handle: '@spammer' }))
    fireEvent.click(
      within(screen.getByText('@troll').closest('.MuiChip-root') as HTMLElement).getByTestId('CancelIcon')
    )
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) => init?.method === 'DELETE' && String(input).endsWith('/exclusions/3')
        )
      ).toBe(true)
    )
  })

  it('moderators see the rules and exclusions without any way to change them', async () => {
    mockFetch(lists)
    renderSignedIn(<GiftRulesSection />, { role: 'MODERATOR' })
    expect(await screen.findByText(/Rose → 2 × Glove/)).toBeInTheDocument()
    expect(screen.getByText(/Only the creator can change the rules/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add Rule' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit rule #7' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Exclude' })).not.toBeInTheDocument()
    expect(await screen.findByText('@troll')).toBeInTheDocument()
    expect(screen.queryByTestId('CancelIcon')).not.toBeInTheDocument()
  })
})
