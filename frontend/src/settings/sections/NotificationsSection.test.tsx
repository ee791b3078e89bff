import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PERSONAL_SETTING_DEFAULTS, type NotificationSettings } from '@core/shared'
import { NotificationsSection } from './NotificationsSection'

const EMAIL_NOT_CONFIGURED = 'Email is not configured on this server'

/** The section as the settings page holds it: its value in state, every change reported. */
function Section({
  emailAvailable,
  onChange,
}: {
  emailAvailable: boolean
  onChange: (value: NotificationSettings) => void
}) {
  const [value, setValue] = useState<NotificationSettings>({ ...PERSONAL_SETTING_DEFAULTS.notifications, email: false })
  return (
    <NotificationsSection
      value={value}
      emailAvailable={emailAvailable}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

const emailSwitch = () => screen.getByRole('switch', { name: /Email Notifications/ })

describe('NotificationsSection: the Email switch', () => {
  it('works when the server can send email: enabled, switched on and off, with its usual text', async () => {
    const onChange = vi.fn()
    render(<Section emailAvailable onChange={onChange} />)
    expect(emailSwitch()).toBeEnabled()
    expect(emailSwitch()).not.toBeChecked()
    expect(screen.getByText('Account and activity updates by email')).toBeInTheDocument()
    expect(screen.queryByText(EMAIL_NOT_CONFIGURED)).not.toBeInTheDocument()

    await userEvent.click(emailSwitch())
    expect(emailSwitch()).toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ email: true }))
    await userEvent.click(emailSwitch())
    expect(emailSwitch()).not.toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ email: false }))
  })

  it('stays disabled and says why when the server cannot send email, whatever was saved', () => {
    render(
      <NotificationsSection
        value={{ ...PERSONAL_SETTING_DEFAULTS.notifications, email: true }}
        emailAvailable={false}
        onChange={vi.fn()}
      />
    )
    expect(emailSwitch()).toBeDisabled()
    expect(emailSwitch()).not.toBeChecked()
    expect(screen.getByText(EMAIL_NOT_CONFIGURED)).toBeInTheDocument()
  })
})
