import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockFetch, renderSignedIn, sampleModerator, sentBody } from '../testSupport'
import { ResetPasswordDialog } from './ResetPasswordDialog'

const pending = sampleModerator(5, 'Pip', { status: 'PENDING' })

describe('Reset Password', { timeout: 20_000 }, () => {
  it('checks length and match with the spec texts before calling the server', async () => {
    const fetchMock = mockFetch({})
    renderSignedIn(<ResetPasswordDialog moderator={pending} onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' })
    const submit = within(dialog).getByRole('button', { name: 'Reset Password' })

    fireEvent.click(submit)
    expect(await screen.findByText('Password Required')).toBeInTheDocument()

    fireEvent.change(within(dialog).getByLabelText(/^New Password/), { target: { value: 'abc' } })
    expect(within(dialog).getByText('Password must be at least 6 characters long')).toBeInTheDocument()
    expect(submit).toBeDisabled()

    fireEvent.change(within(dialog).getByLabelText(/^New Password/), { target: { value: 'abcdef' } })
    fireEvent.change(within(dialog).getByLabelText(/^Confirm Password/), { target: { value: 'abcdeX' } })
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument()
    expect(submit).toBeDisabled()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sets the password and announces the activation', async () => {
    const fetchMock = mockFetch({
      'POST /api/moderators/5/reset-password': { body: { success: true, moderator: { ...pending, status: 'ACTIVE' } } },
    })
    const onClose = vi.fn()
    renderSignedIn(<ResetPasswordDialog moderator={pending} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/^New Password/), { target: { value: 'secret1' } })
    fireEvent.change(within(dialog).getByLabelText(/^Confirm Password/), { target: { value: 'secret1' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Password Reset')).toBeInTheDocument()
    expect(screen.getByText('Pip is now active and can sign in.')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/moderators/5/reset-password')).toEqual({ password: 'secret1' })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('says Failed to reset password. when the server gives no reason', async () => {
    mockFetch({ 'POST /api/moderators/5/reset-password': { status: 500, body: null } })
    renderSignedIn(<ResetPasswordDialog moderator={pending} onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/^New Password/), { target: { value: 'secret1' } })
    fireEvent.change(within(dialog).getByLabelText(/^Confirm Password/), { target: { value: 'secret1' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Failed to reset password.')).toBeInTheDocument()
  })
})
