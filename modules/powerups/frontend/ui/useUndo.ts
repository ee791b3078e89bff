import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { errorMessage, useToast, type Toast } from '@shell'
import { invalidateLedger } from '../../../players/frontend/public'
import type { UndoRequest } from '../../shared/undo'
import { powerupsApi } from '../ledgerApi'

/**
 * Runs an undo or a removal: the server's answer ('2 of 3 Mist taken back…') or its refusal
 * (window passed, already undone) in a toast, then the ledger reloads. True when it was done.
 */
function useRevert() {
  const toast = useToast()
  const queryClient = useQueryClient()
  return useCallback(
    async <A extends { message: string }>(call: () => Promise<A>, title: (answer: A) => string, failed: string) => {
      try {
        const answer = await call()
        toast({ title: title(answer), description: answer.message })
        return true
      } catch (error) {
        toast({ title: failed, description: errorMessage(error, 'Please try again.'), variant: 'error' })
        return false
      } finally {
        await invalidateLedger(queryClient)
      }
    },
    [queryClient, toast]
  )
}

/** Undoes a grant or use (`grant-12`, `use-34`) within the creator's undo window. */
export function useUndoEntry() {
  const revert = useRevert()
  return useCallback(
    (entryId: string, input: UndoRequest = {}) =>
      revert(
        () => powerupsApi.undo(entryId, input),
        (answer) => (answer.kind === 'grant' ? 'Grant Undone' : 'Use Undone'),
        'Could not undo'
      ),
    [revert]
  )
}

/** Removes what is left of a holding outright ('Powerup Removed'). */
export function useRemoveHolding() {
  const revert = useRevert()
  return useCallback(
    (holdingId: number, input: UndoRequest = {}) =>
      revert(
        () => powerupsApi.remove(holdingId, input),
        () => 'Powerup Removed',
        'Could not remove'
      ),
    [revert]
  )
}

/** The Undo button of a 'Powerup Added' / 'Powerup Used!' toast. */
export function useUndoAction() {
  const undo = useUndoEntry()
  return useCallback(
    (entryId: string): Toast['action'] => ({ label: 'Undo', onClick: () => void undo(entryId) }),
    [undo]
  )
}
