import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../shell/api'
import { QueuedToasts } from '../shell/notify'
import { mockFetch, renderInAdmin, sampleUser, sentBody } from '../test/utils'
import { RouterNavigation } from './RouterNavigation'
import { SignInPage } from './SignInPage'

const fill = async (identifier: string, password: string) => {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/Email or Username/), identifier)
  await user.type(screen.getByLabelText(/^Password/), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

/** The page as the signed-in app's router shows it (the entry shows it with the browser's history). */
const signInPage = (
  <RouterNavigation>
    <SignInPage />
  </RouterNavigation>
)

describe('SignInPage', () => {
  it('shows the spec texts and the 2FA field limited to 6 characters', () => {
    renderInAdmin(signInPage, { path: '/signin' })
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument()
    expect(screen.getByText('Enter your credentials to access your workspace')).toBeInTheDocument()
    expect(screen.getByText('Need access? Contact your Creator Administrator')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByLabelText('2FA Code (Optional)')).toHaveAttribute('maxLength', '6')
  })

  it('switches to the language picked (each named in itself), right to left in Arabic, kept for the account', async () => {
    renderInAdmin(signInPage, { path: '/signin' })
    const languages = screen.getByRole('combobox', { name: 'Language' })
    expect(
      within(languages)
        .getAllByRole('option')
        .map((option) => option.textContent)
    ).toEqual(['English', 'Español', 'Português (Brasil)', 'Bahasa Indonesia', 'العربية'])
    await userEvent.selectOptions(languages, 'es')
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument()
    expect(screen.getByLabelText(/Correo o usuario/)).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('lang', 'es')
    expect(sessionStorage.getItem('languageChosen')).toBe('es')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'ar')
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  })

  it('toggles the password visibility', async () => {
    renderInAdmin(signInPage, { path: '/signin' })
    const password = screen.getByLabelText(/^Password/)
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
  })

  it('does not call the server while required fields are empty', async () => {
    const fetchMock = mockFetch({})
    renderInAdmin(signInPage, { path: '/signin' })
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.getByText('Email or username is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/signin')
  })

  it('signs a moderator in by username, stores the session and goes to /dashboard', async () => {
    const moderator = sampleUser('MODERATOR')
    const fetchMock = mockFetch({
      'POST /api/auth/signin': { body: { success: true, user: moderator, token: 'tok-1' } },
    })
    // The welcome toast waits for the signed-in app's toast area.
    const view = renderInAdmin(
      <>
        {signInPage}
        <QueuedToasts />
      </>,
      { path: '/signin' }
    )
    await fill('demo-mod', 'powerdeck-mod')

    expect(sentBody(fetchMock, '/api/auth/signin')).toEqual({
      loginType: 'moderator',
      username: 'demo-mod',
      password: 'powerdeck-mod',
    })
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument()
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ role: 'MODERATOR' })
    await waitFor(() => expect(view.location().pathname).toBe('/dashboard'))
  })

  it("shows 'Sign in failed' with the server's error", async () => {
    mockFetch({ 'POST /api/auth/signin': { status: 401, body: { success: false, error: 'Invalid credentials' } } })
    renderInAdmin(signInPage, { path: '/signin' })
    await fill('admin@powerdeck.local', 'wrong')
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument()
    expect(screen.getByText('Invalid credentials')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull()
  })

  it("falls back to 'An unexpected error occurred' when the server is unreachable", async () => {
    mockFetch({
      'POST /api/auth/signin': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    renderInAdmin(signInPage, { path: '/signin' })
    await fill('creatorjane', 'secret')
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument()
  })
})
