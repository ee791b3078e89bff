import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
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
  const translate = useTranslate()
  const queryClient = useQueryClient()
  return useCallback(
    async <A extends { message: string }>(call: () => Promise<A>, title: (answer: A) => string, failed: string) => {
      try {
        const answer = await call()
        toast({ title: title(answer), description: answer.message })
        return true
      } catch (error) {
        toast({
          title: failed,
          description: errorMessage(error, translate('powerups.undo.tryAgain')),
          variant: 'error',
        })
        return false
      } finally {
        await invalidateLedger(queryClient)
      }
    },
    [queryClient, toast, translate]
  )
}

/** Undoes a grant or use (`grant-12`, `use-34`) within the creator's undo window. */
export function useUndoEntry() {
  const revert = useRevert()
  const translate = useTranslate()
  return useCallback(
    (entryId: string, input: UndoRequest = {}) =>
      revert(
        () => powerupsApi.undo(entryId, input),
        (answer) => translate(answer.kind === 'grant' ? 'powerups.undo.grantUndone' : 'powerups.undo.useUndone'),
        translate('powerups.undo.undoFailed')
      ),
    [revert, translate]
  )
}

/** Removes what is left of a holding outright ('Powerup Removed'). */
export function useRemoveHolding() {
  const revert = useRevert()
  const translate = useTranslate()
  return useCallback(
    (holdingId: number, input: UndoRequest = {}) =>
      revert(
        () => powerupsApi.remove(holdingId, input),
        () => translate('powerups.undo.removed'),
        translate('powerups.undo.removeFailed')
      ),
    [revert, translate]
  )
}

/** The Undo button of a 'Powerup Added' / 'Powerup Used!' toast. */
export function useUndoAction() {
  const undo = useUndoEntry()
  const translate = useTranslate()
  return useCallback(
    (entryId: string): Toast['action'] => ({
      label: translate('powerups.undo.undo'),
      onClick: () => void undo(entryId),
    }),
    [translate, undo]
  )
}
