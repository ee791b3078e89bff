import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { errorMessage, useSession, useToast } from '@shell'
import { invalidateLedger, type ClientSource } from '../../../players/frontend/public'
import { POWERUP_MESSAGES } from '../../shared/powerups'
import type { PowerupUnit } from '../../shared/unit-queue'
import { powerupsApi } from '../ledgerApi'
import { useUndoAction } from './useUndo'

/** Spec 1 §9: the in-progress mark clears this long after a successful use. */
export const USING_CLEAR_MS = 300

/** The Use button's label (not a hook: it reads no React state). */
export const activationLabel = (pending: boolean) => (pending ? 'Using...' : 'Use')

/**
 * Using one unit (spec 1 §4): the unit is marked in progress, the server consumes the
 * player's first-expiring unit of that type, the list reloads, the mark clears 300 ms later;
 * on failure it clears at once and the server's reason is shown.
 */
export function usePowerupActivation(source: ClientSource) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const { user } = useSession()
  const undoAction = useUndoAction()
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set())
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())

  useEffect(() => {
    const current = timers.current
    return () => current.forEach(clearTimeout)
  }, [])

  const mark = useCallback((key: string, on: boolean) => {
    setPending((keys) => {
      const next = new Set(keys)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })
  }, [])

  const activate = useCallback(
    async (unit: PowerupUnit) => {
      mark(unit.key, true)
      try {
        const answer = await powerupsApi.use({
          playerId: unit.playerName,
          powerupType: unit.type,
          powerupId: unit.holdingId,
          powerupIndex: unit.unitIndex,
          usedBy: user?.name,
          source,
        })
        toast({
          title: 'Powerup Used!',
          description: POWERUP_MESSAGES.activated(unit.type),
          action: undoAction(answer.entryId),
        })
        await invalidateLedger(queryClient)
        const timer = setTimeout(() => {
          timers.current.delete(timer)
          mark(unit.key, false)
        }, USING_CLEAR_MS)
        timers.current.add(timer)
        return true
      } catch (error) {
        mark(unit.key, false)
        toast({
          title: 'Failed to use powerup.',
          description: errorMessage(error, 'Please try again.'),
          variant: 'error',
        })
        void invalidateLedger(queryClient)
        return false
      }
    },
    [mark, queryClient, source, toast, undoAction, user?.name]
  )

  const isPending = useCallback((key: string) => pending.has(key), [pending])
  return { activate, isPending }
}
