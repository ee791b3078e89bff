import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderLedger, samplePlayer, sentBody } from '../testSupport'
import PlayersPage from './PlayersPage'

const players = [samplePlayer(1, 'alice'), samplePlayer(2, 'bob'), samplePlayer(3, 'cara')]
const list = { body: { success: true, players } }

const dryRun = {
  success: true,
  dryRun: true,
  valid: false,
  summary: { rows: 3, playersCreated: 1, playersUpdated: 0, holdings: 1, units: { glove: 2 } },
  players: [
    { name: 'Newbie', action: 'create', holdings: 1, units: { glove: 2 } },
    { name: 'alice', action: 'unchanged', holdings: 1, units: { mist: 1 } },
    { name: 'bob', action: 'unchanged', holdings: 0, units: {} },
  ],
  errors: [{ line: 3, message: 'Invalid powerup type: laser' }],
}

// MUI dialogs render slowly on the shared 2-core machine.
describe('My Players: bulk actions and import', { timeout: 20_000 }, () => {
  it('selecting players shows the bulk toolbar; Delete sends one call and shows each player’s result', async () => {
    const fetchMock = mockFetch({
      'GET /api/players': list,
      'POST /api/players/bulk-delete': {
        body: {
          success: true,
          ok: 1,
          skipped: 1,
          results: [
            { playerId: 1, name: 'alice', status: 'ok' },
            { playerId: 3, name: null, status: 'skipped', reason: 'Player not found' },
          ],
        },
      },
    })
    renderLedger(<PlayersPage />, { role: 'CREATOR' })
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select alice' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select cara' }))
    const toolbar = screen.getByRole('toolbar', { name: 'Selected players' })
    expect(within(toolbar).getByText('2 selected')).toBeInTheDocument()
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Select all 3' }))
    expect(within(toolbar).getByText('3 selected')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bob' }))
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    expect(within(dialog).getByText('2 selected: alice, cara')).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Players' }))
    expect(await within(dialog).findByText('1 done, 1 skipped')).toBeInTheDocument()
    expect(within(dialog).getByText('Skipped: Player not found')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/players/bulk-delete')).toEqual({ playerIds: [1, 3], source: 'players' })
    // the players are done: only Done is left to close the results
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('toolbar')).not.toBeInTheDocument())
  })

  it('moderators see no Delete (nor selection without other bulk actions) and no Import', async () => {
    mockFetch({ 'GET /api/players': list })
    renderLedger(<PlayersPage />, { role: 'MODERATOR' })
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3))
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument()
  })

  it('Import: the picked file is dry-run first; invalid rows are listed and Apply stays off', async () => {
    const fetchMock = mockFetch({ 'GET /api/players': list, 'POST /api/players/import': { body: dryRun } })
    renderLedger(<PlayersPage />, { role: 'CREATOR' })
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    const file = new File(['player,type,units\nNewbie,glove,2\nBad,laser,1\n'], 'balances.csv', { type: 'text/csv' })
    fireEvent.change(within(dialog).getByLabelText('Import file'), { target: { files: [file] } })
    expect(await within(dialog).findByText('3 rows: 1 new player, 0 updated, 1 holding')).toBeInTheDocument()
    const changes = within(dialog).getByRole('table', { name: 'Changes' })
    const changeOf = (name: string) =>
      within(changes)
        .getAllByRole('row')
        .find((row) => within(row).queryByText(name))
        ?.textContent?.replace(/\s+/g, ' ')
    expect(changeOf('Newbie')).toBe('Newbienewglove ×2')
    // an existing player the file leaves as is still gets the file's powerups: not "unchanged"
    expect(changeOf('alice')).toBe('aliceexistingmist ×1')
    expect(changeOf('bob')).toBe('bobunchanged—')
    const errors = within(dialog).getByRole('table', { name: 'Invalid rows' })
    expect(within(errors).getByText('Invalid powerup type: laser')).toBeInTheDocument()
    expect(
      within(dialog).getByText('1 invalid row: fix it in the file, nothing will be imported until then.')
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled()
    expect(sentBody(fetchMock, '/api/players/import')).toEqual({
      format: 'csv',
      content: 'player,type,units\nNewbie,glove,2\nBad,laser,1\n',
      dryRun: true,
    })
  })

  it('Import: a valid dry run enables Apply, which sends the file without dryRun', async () => {
    const valid = { ...dryRun, valid: true, errors: [] }
    const fetchMock = mockFetch({
      'GET /api/players': list,
      'POST /api/players/import': (init: RequestInit) => ({
        body: { ...valid, dryRun: JSON.parse(String(init.body)).dryRun === true },
      }),
    })
    renderLedger(<PlayersPage />, { role: 'CREATOR' })
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    const file = new File(['[{"player":"Newbie","type":"glove","units":2}]'], 'b.json', { type: 'application/json' })
    fireEvent.change(within(dialog).getByLabelText('Import file'), { target: { files: [file] } })
    const apply = await within(dialog).findByRole('button', { name: 'Apply' })
    await waitFor(() => expect(apply).toBeEnabled())
    fireEvent.click(apply)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const calls = fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/players/import'))
    expect(calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { format: 'json', content: '[{"player":"Newbie","type":"glove","units":2}]', dryRun: true },
      { format: 'json', content: '[{"player":"Newbie","type":"glove","units":2}]', source: 'players' },
    ])
  })
})
