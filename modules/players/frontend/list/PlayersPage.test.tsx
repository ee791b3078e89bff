import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contribute, defineFrontendModule, type Role } from '@shell'
import { PLAYER_ADDED_NOTES, PLAYER_LIST_BADGES } from '../extensions'
import { mockFetch, renderLedger, samplePlayer } from '../testSupport'
import PlayersPage from './PlayersPage'

const players = [
  samplePlayer(2, 'zoe', { aliases: ['zz'], isModerator: true }),
  samplePlayer(1, 'alice', { isActive: false }),
]
const list = { body: { success: true, players } }
const creators = [
  { id: 5, name: 'Aria', tiktokUsername: null },
  { id: 7, name: 'Nova', tiktokUsername: '@nova.live' },
]

/** What another module adds to My Players: a mark on each row, a sentence when a player is added. */
const contributing = defineFrontendModule({
  dependsOn: [],
  name: 'test-contributions',
  contributes: [
    contribute(PLAYER_LIST_BADGES, {
      id: 'test.badge',
      order: 10,
      component: ({ player }) => <span aria-label={`badge of ${player.name}`} />,
    }),
    contribute(PLAYER_ADDED_NOTES, { id: 'test.note', order: 10, text: () => 'Welcome gift inside.' }),
  ],
})

const renderPage = (role: Role = 'CREATOR') => renderLedger(<PlayersPage />, { role, modules: [contributing] })

// MUI dialogs render slowly on the shared 2-core machine.
describe('My Players', { timeout: 20_000 }, () => {
  it("lists players by name with moderator badge, other modules' badges and active dot", async () => {
    mockFetch({ 'GET /api/players': list })
    renderPage()
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2))
    const [alice, zoe] = screen.getAllByRole('listitem')
    expect(within(alice).getByText('alice')).toBeInTheDocument()
    expect(within(alice).getByRole('img', { name: 'Inactive' })).toBeInTheDocument()
    expect(within(alice).getByLabelText('badge of alice')).toBeInTheDocument()
    expect(within(zoe).getByText('Moderator')).toBeInTheDocument()
    expect(within(zoe).getByRole('img', { name: 'Active' })).toBeInTheDocument()
    expect(within(zoe).getByLabelText('badge of zoe')).toBeInTheDocument()
    expect(within(zoe).getByRole('link')).toHaveAttribute('href', '/players/2')
  })

  it('searches names and aliases, and says when nobody matches', async () => {
    mockFetch({ 'GET /api/players': list })
    renderPage()
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2))
    const search = screen.getByPlaceholderText('Search players...')
    fireEvent.change(search, { target: { value: 'ZZ' } })
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByText('1 of 2 players')).toBeInTheDocument()
    fireEvent.change(search, { target: { value: 'nobody' } })
    expect(screen.getByText('No players found')).toBeInTheDocument()
  })

  it('says when there are no players yet', async () => {
    mockFetch({ 'GET /api/players': { body: { success: true, players: [] } } })
    renderPage()
    expect(await screen.findByText('No players yet')).toBeInTheDocument()
  })

  it('has no Add Player button for moderators', async () => {
    mockFetch({ 'GET /api/players': list })
    renderPage('MODERATOR')
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2))
    expect(screen.queryByRole('button', { name: 'Add Player' })).not.toBeInTheDocument()
  })

  it('refuses a blank name in Add Player without calling the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/players': list })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Add Player' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/Player name/), { target: { value: '   ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Player' }))
    expect(within(dialog).getByText('Player name cannot be empty')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('adds a player with aliases and announces what other modules add', async () => {
    const fetchMock = mockFetch({
      'GET /api/players': list,
      'POST /api/players': { status: 201, body: { success: true, player: samplePlayer(3, 'bob') } },
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Add Player' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/Player name/), { target: { value: '  bob ' } })
    fireEvent.change(within(dialog).getByLabelText(/Aliases/), { target: { value: 'bobby, @bob_live' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Player' }))
    expect(await screen.findByText('Player Added')).toBeInTheDocument()
    expect(screen.getByText('bob is in. Welcome gift inside.')).toBeInTheDocument()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'bob',
      aliases: ['bobby', '@bob_live'],
      source: 'players',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('skips an existing name quietly', async () => {
    mockFetch({
      'GET /api/players': list,
      'POST /api/players': { status: 400, body: { success: false, error: 'Player already exists' } },
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Add Player' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/Player name/), { target: { value: '@Zoe' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Player' }))
    expect(await screen.findByText('Player Already Exists')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByText('Failed to create player')).not.toBeInTheDocument()
  })

  it('asks an admin to choose a creator first, without asking for players', async () => {
    const fetchMock = mockFetch({ 'GET /api/resources/creators': { body: creators } })
    renderPage('ADMIN')
    expect(await screen.findByText('Choose a creator')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add Player' })).not.toBeInTheDocument()
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/players'))).toHaveLength(0)
  })

  it("lets an admin pick a creator, see their players and add one to that creator's roster", async () => {
    const fetchMock = mockFetch({
      'GET /api/resources/creators': { body: creators },
      'GET /api/players': (_init, url) =>
        url.searchParams.get('creatorId') === '7' ? list : { status: 403, body: { success: false, error: 'No' } },
      'POST /api/players': { status: 201, body: { success: true, player: samplePlayer(3, 'bob') } },
    })
    renderPage('ADMIN')
    fireEvent.mouseDown(await screen.findByLabelText('Creator'))
    fireEvent.click(await screen.findByRole('option', { name: 'Nova (@nova.live)' }))
    expect(await screen.findByText('zoe')).toBeInTheDocument()
    expect(screen.getByText('2 players')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Add Player' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/Player name/), { target: { value: 'bob' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Player' }))
    expect(await screen.findByText('Player Added')).toBeInTheDocument()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(JSON.parse(String(post[1]!.body))).toEqual({ name: 'bob', aliases: [], source: 'players', creatorId: 7 })
  })

  it('opens on the creator named in the address', async () => {
    mockFetch({
      'GET /api/resources/creators': (_init, url) => ({
        body: JSON.parse(url.searchParams.get('filter')!).id ? [creators[1]] : [],
      }),
      'GET /api/players': list,
    })
    renderLedger(<PlayersPage />, { role: 'ADMIN', path: '/players?creator=7' })
    expect(await screen.findByText('zoe')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Creator')).toHaveValue('Nova (@nova.live)'))
    // A creator's player pages need their context (impersonation): the rows lead nowhere, so are no links.
    expect(screen.getByText('zoe').closest('a')).toBeNull()
  })

  it('tells a user the server refuses a roster to how to see players', async () => {
    mockFetch({
      'GET /api/players': { status: 403, body: { success: false, error: 'This action needs a creator context' } },
    })
    renderPage('CREATOR')
    expect(await screen.findByText('Players belong to a creator')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add Player' })).not.toBeInTheDocument()
  })
})
