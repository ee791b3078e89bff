import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderInAdmin } from '../test/utils'
import { NotFoundPage } from './NotFoundPage'

describe('NotFoundPage', () => {
  it('shows the 404 page with the requested path and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderInAdmin(<NotFoundPage />, { path: '/no/such/page' })
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByText('/no/such/page')).toBeInTheDocument()
    expect(screen.getByText(/does not exist or has been moved/)).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('404'), '/no/such/page')
  })

  it("goes to the dashboard with 'Go to Dashboard'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const view = renderInAdmin(<NotFoundPage />, { path: '/nowhere' })
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }))
    await waitFor(() => expect(view.location().pathname).toBe('/dashboard'))
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument()
  })
})
