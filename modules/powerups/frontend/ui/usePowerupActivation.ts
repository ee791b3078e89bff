import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { ApiError, connectivity, errorMessage, isNetworkError, newIdempotencyKey, useSession, useToast } from '@shell'
import { invalidateLedger, type ClientSource } from '../../../players/frontend/public'
import type { PowerupUnit } from '../../shared/unit-queue'
import { powerupsApi } from '../ledgerApi'
import { POWERUP_LABEL_KEYS } from './powerupVisuals'
import { useUndoAction } from './useUndo'

/** The in-progress mark clears this long after a successful use (docs/api/powerups.md). */
export const USING_CLEAR_MS = 300

/** The catalog key of the Use button's label (not a hook: it reads no React state). */
export const activationLabel = (pending: boolean, queued = false) =>
  queued ? 'powerups.use.queued' : pending ? 'powerups.use.using' : 'powerups.use.use'

/** How long, and how often at most, a resend waits while the server still runs the first send of the same use. */
const RESEND_WAIT = { ms: 1_000, times: 10 }
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const isFirstSendRunning = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.body as { inProgress?: boolean } | null)?.inProgress === true

/** A unit's mark: its use is on its way, or waits for the network (queued). */
type Mark = 'sending' | 'queued'

/**
 * Using one unit (docs/api/powerups.md): the unit is marked in progress, the server consumes the
 * player's first-expiring unit of that type, the list reloads, the mark clears 300 ms later;
 * on failure it clears at once and the server's reason is shown.
 *
 * Offline (issue 36), a use is queued instead: the unit shows it, and the request goes out once
 * the server answers again. Every use carries one Idempotency-Key for all its sends, so a send
 * whose answer was lost and is sent again is still used once (the server answers the first
 * answer again; docs/api/powerups.md).
 */
export function usePowerupActivation(source: ClientSource) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const translate = useTranslate()
  const { user } = useSession()
  const undoAction = useUndoAction()
  const [marks, setMarks] = useState<ReadonlyMap<string, Mark>>(() => new Map())
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())

  useEffect(() => {
    const current = timers.current
    return () => current.forEach(clearTimeout)
  }, [])

  const mark = useCallback((key: string, state: Mark | null) => {
    setMarks((current) => {
      const next = new Map(current)
      if (state) next.set(key, state)
      else next.delete(key)
      return next
    })
  }, [])

  // Closing the page would drop the queued uses: the browser asks first.
  const queued = [...marks.values()].filter((state) => state === 'queued').length
  useEffect(() => {
    if (!queued) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [queued])

  /** Sends the use, waiting for the network as long as it is away; the same key at every send. */
  const send = useCallback(
    async (unit: PowerupUnit, input: Parameters<typeof powerupsApi.use>[0], idempotencyKey: string) => {
      let waits = 0
      for (;;) {
        if (!connectivity.online) {
          mark(unit.key, 'queued')
          await connectivity.whenOnline()
          mark(unit.key, 'sending')
        }
        try {
          return await powerupsApi.use(input, idempotencyKey)
        } catch (error) {
          // A resend that meets its first send still running on the server: ask again shortly.
          if (isFirstSendRunning(error) && waits++ < RESEND_WAIT.times) await wait(RESEND_WAIT.ms)
          else if (!isNetworkError(error)) throw error
        }
      }
    },
    [mark]
  )

  const activate = useCallback(
    async (unit: PowerupUnit) => {
      mark(unit.key, 'sending')
      try {
        const input = {
          playerId: unit.playerName,
          powerupType: unit.type,
          powerupId: unit.holdingId,
          powerupIndex: unit.unitIndex,
          usedBy: user?.name,
          source,
        }
        const answer = await send(unit, input, newIdempotencyKey())
        toast({
          title: translate('powerups.use.used'),
          description: translate('powerups.use.activated', { powerup: translate(POWERUP_LABEL_KEYS[unit.type]) }),
          action: undoAction(answer.entryId),
        })
        await invalidateLedger(queryClient)
        const timer = setTimeout(() => {
          timers.current.delete(timer)
          mark(unit.key, null)
        }, USING_CLEAR_MS)
        timers.current.add(timer)
        return true
      } catch (error) {
        mark(unit.key, null)
        toast({
          title: translate('powerups.use.failed'),
          description: errorMessage(error, translate('powerups.use.tryAgain')),
          variant: 'error',
        })
        void invalidateLedger(queryClient)
        return false
      }
    },
    [mark, queryClient, send, source, toast, translate, undoAction, user?.name]
  )

  const isPending = useCallback((key: string) => marks.has(key), [marks])
  const isQueued = useCallback((key: string) => marks.get(key) === 'queued', [marks])
  return { activate, isPending, isQueued, queued }
}
