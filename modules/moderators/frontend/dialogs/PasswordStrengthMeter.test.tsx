import { screen } from '@testing-library/react'
import { renderInAdmin } from '@shell/test'
import { describe, expect, it } from 'vitest'
import { passwordStrength } from '@core/shared'
import { PasswordStrengthMeter } from './PasswordStrengthMeter'

describe('password strength (docs/api/moderators.md)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 25, 'Weak'],
    ['abcdefgh', 50, 'Fair'],
    ['Abcdefgh', 75, 'Good'],
    ['ABCDEFGH!', 75, 'Good'],
    ['Abc!', 75, 'Good'],
    ['Abcdefg!', 100, 'Strong'],
    ['Strong-pass!', 100, 'Strong'],
    ['abc defgh', 50, 'Fair'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label })
  })

  it('shows the label, the bar and which checks pass', () => {
    const first = renderInAdmin(<PasswordStrengthMeter password="abcdefgh" />)
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Fair')
    expect(screen.getByRole('progressbar', { name: 'Password strength Fair' })).toHaveAttribute('aria-valuenow', '50')
    expect(screen.getAllByTitle('met')).toHaveLength(2)
    first.unmount()
    renderInAdmin(<PasswordStrengthMeter password="Abcdefg!" />)
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strong')
    expect(screen.getAllByTitle('met')).toHaveLength(4)
    expect(screen.getByText('One special character')).toBeInTheDocument()
  })
})
