import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch, renderMatches, sampleMatch } from '../testSupport'
import { clockText, secondsLeft, standing, usedItems } from './matchClock'
import { MatchBar } from './MatchBar'

describe('the match bar', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts the time left as a clock, never below zero, and none without a duration', () => {
    const now = Date.parse('2026-01-01T12:00:00Z')
    expect(secondsLeft('2026-01-01T12:05:00Z', now)).toBe(300)
    expect(secondsLeft('2026-01-01T12:00:00.400Z', now)).toBe(1)
    expect(secondsLeft('2026-01-01T11:59:00Z', now)).toBe(0)
    expect(secondsLeft(null, now)).toBeNull()
    expect([clockText(300), clockText(65), clockText(9), clockText(0)]).toEqual(['5:00', '1:05', '0:09', '0:00'])
  })

  it('says who is ahead and by how much; lists used items with their limits', () => {
    expect(standing({ ours: 1200, theirs: 900 })).toEqual({ standing: 'ahead', points: 300 })
    expect(standing({ ours: 10, theirs: 45 })).toEqual({ standing: 'behind', points: 35 })
    expect(standing({ ours: 5, theirs: 5 })).toEqual({ standing: 'tied', points: 0 })
    expect(usedItems({ glove: 2 }, { 'time-maker': 3 })).toEqual([
      { type: 'glove', used: 2, limit: null },
      { type: 'time-maker', used: 0, limit: 3 },
    ])
  })

  it('shows the opponent, ticks down every second, and the score with where we stand', () => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.parse('2026-01-01T12:00:00Z'))
    mockFetch({})
    const match = sampleMatch({ endsAt: '2026-01-01T12:01:05Z', ours: 1200, theirs: 900, used: { 'time-maker': 2 } })
    const view = renderMatches(<MatchBar match={match} limits={{ 'time-maker': 3 }} />)
    expect(screen.getByRole('region', { name: 'Match in progress' })).toBeInTheDocument()
    expect(screen.getByText('vs Rival Host')).toBeInTheDocument()
    expect(screen.getByTestId('match-clock')).toHaveTextContent('1:05')
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.getByTestId('match-clock')).toHaveTextContent('1:04')
    expect(screen.getByTestId('match-ours')).toHaveTextContent('1,200')
    expect(screen.getByTestId('match-theirs')).toHaveTextContent('900')
    expect(screen.getByTestId('match-standing')).toHaveTextContent('Ahead by 300')
    expect(screen.getByText('Time Maker 2/3')).toBeInTheDocument()

    view.unmount()
    renderMatches(<MatchBar match={{ ...match, ours: 100 }} limits={{}} />)
    expect(screen.getByTestId('match-standing')).toHaveTextContent('Behind by 800')
    act(() => vi.advanceTimersByTime(65_000))
    expect(screen.getByTestId('match-clock')).toHaveTextContent('0:00')
    expect(screen.getByText("Time's up")).toBeInTheDocument()
  })
})
