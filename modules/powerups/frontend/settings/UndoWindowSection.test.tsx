import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderLedger } from '../testSupport'
import UndoWindowSection, { parseUndoWindow } from './UndoWindowSection'

const SLOW = { timeout: 5000 }
const settings = { body: { success: true, settings: { undoWindowMinutes: 10 } } }

describe('Settings › Powerups: the undo window', { timeout: 20_000 }, () => {
  it('accepts whole minutes from 1 to 1440 only', () => {
    expect(parseUndoWindow('15')).toBe(15)
    expect(parseUndoWindow(' 1440 ')).toBe(1440)
    for (const bad of ['', '0', '1441', '2.5', 'ten']) expect(parseUndoWindow(bad)).toBeNull()
  })

  it('the creator edits it and sees why a value is refused', async () => {
    mockFetch({ 'GET /api/powerups/settings': settings })
    renderLedger(<UndoWindowSection />)
    const field = await screen.findByLabelText('Undo Window', {}, SLOW)
    expect(field).toHaveValue(10)
    expect(field).toBeEnabled()
    fireEvent.change(field, { target: { value: '0' } })
    expect(screen.getByText('Undo window must be a whole number of minutes from 1 to 1440')).toBeInTheDocument()
  })

  it('moderators see it read-only', async () => {
    mockFetch({ 'GET /api/powerups/settings': settings })
    renderLedger(<UndoWindowSection />, { role: 'MODERATOR', permissions: ['use_powerups'] })
    expect(await screen.findByLabelText('Undo Window', {}, SLOW)).toBeDisabled()
    expect(screen.getByText('Only the creator can change it.')).toBeInTheDocument()
  })
})
