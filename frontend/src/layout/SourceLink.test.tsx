import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInAdmin, sampleUser } from '../test/utils'
import { SignInPage } from '../auth/SignInPage'
import { AccountMenu } from './AccountMenu'

describe('Source link (AGPL section 13)', () => {
  it('the sign-in page offers the source', () => {
    renderInAdmin(<SignInPage />, { path: '/signin' })
    expect(screen.getByRole('link', { name: /Source code/ })).toHaveAttribute('href', '/api/about/source')
  })

  it('the account menu offers it to a signed-in user', async () => {
    renderInAdmin(<AccountMenu user={sampleUser('CREATOR')} />)
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }))
    expect(screen.getByRole('menuitem', { name: 'Source code' })).toHaveAttribute('href', '/api/about/source')
  })
})
