import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ResourceContextProvider, useRefresh, type DataProvider } from 'react-admin'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderInAdmin, sampleUser, storeSession } from '@shell/test'
import admin from '../index'
import UserEdit from './UserEdit'

const luna = {
  id: 7,
  name: 'Luna Star',
  email: 'luna@example.com',
  role: 'CREATOR',
  isActive: true,
  tiktokUsername: 'luna',
  username: null,
  creatorId: null,
}

/** A data provider whose every getOne answers a newer copy of the user (their last sign-in moved on). */
function provider(): DataProvider {
  const fail = () => Promise.reject(new Error('not used here'))
  let signIns = 0
  return {
    getOne: async () => ({ data: { ...luna, lastLogin: new Date(Date.UTC(2026, 0, 1, 0, ++signIns)).toISOString() } }),
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [] }),
    getManyReference: fail,
    update: fail,
    updateMany: fail,
    create: fail,
    delete: fail,
    deleteMany: fail,
  } as unknown as DataProvider
}

function RefreshButton() {
  const refresh = useRefresh()
  return <button onClick={refresh}>Refetch</button>
}

describe('/users/{id} (Edit User)', () => {
  it('keeps what the admin typed when a fresh copy of the user arrives', async () => {
    storeSession(sampleUser('ADMIN'))
    renderInAdmin(
      <ResourceContextProvider value="users">
        <Routes>
          <Route path="/users/:id" element={<UserEdit />} />
        </Routes>
        <RefreshButton />
      </ResourceContextProvider>,
      { path: '/users/7', modules: [admin], dataProvider: provider() }
    )
    const name = await screen.findByLabelText(/^Name/)
    await waitFor(() => expect(name).toHaveValue('Luna Star'))
    await userEvent.clear(name)
    await userEvent.type(name, 'Luna Renamed')

    await userEvent.click(screen.getByRole('button', { name: 'Refetch' }))
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('luna@example.com'))
    expect(name).toHaveValue('Luna Renamed')
    // The test context loads react-admin's English texts: the button reads Save.
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
  })
})
