import { useCallback, useEffect, useState } from 'react'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { errorMessage } from './api'
import { useToast, type Toast } from './notify'

/**
 * A form of text fields: `const { values, field } = useFormValues(initial, busy)`, then
 * `<TextField {...field('email')} />`. `clean` rewrites what is typed (e.g. drops a leading '@').
 */
export function useFormValues<T extends { [K in keyof T]: string }>(
  initial: T,
  disabled: boolean,
  clean: (name: keyof T, value: string) => string = (_name, value) => value
) {
  const [values, setValues] = useState<T>(initial)
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    disabled,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: clean(name, event.target.value) })),
  })
  return { values, field, reset: () => setValues(initial) }
}

/**
 * A dialog's form that one call submits (the settings' password dialogs): its values, the
 * error above the fields and busy while the call runs. `submit(problem, call, failure)` shows
 * `problem` (a check that failed) or runs the call, then the server's message or `failure` if it
 * fails; `close` forgets what was typed. Spread `dialog` on the `FormDialog`.
 */
export function useDialogForm<T extends { [K in keyof T]: string }>(empty: T, onClose: () => void) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { values, field, reset } = useFormValues(empty, busy)

  const close = () => {
    reset()
    setError(null)
    onClose()
  }

  async function submit(problem: string | null, call: () => Promise<void>, failure: string) {
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      await call()
    } catch (thrown) {
      setError(errorMessage(thrown, failure))
    } finally {
      setBusy(false)
    }
  }

  return { values, field, close, submit, dialog: { busy, error, onClose: close } }
}

/** `value` once it has not changed for `delay` ms (search boxes: 300 ms, docs/api/web.md). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

export interface ActionOutcome {
  /** Toast shown on success. */
  success?: Toast
  /** Destructive toast text when the server sent no message of its own. */
  failure: string
  /** Title of the destructive toast ('Creation Failed'); default 'Error'. */
  failureTitle?: string
  /** Queries to refetch after success (after each successful change the list is reloaded). */
  invalidate?: QueryKey
}

/**
 * Runs a change with the spec's toasts: `run(() => api.delete(...), { success, failure })`.
 * Resolves true on success, false after showing the failure.
 */
export function useAsyncAction() {
  const queryClient = useQueryClient()
  const toast = useToast()
  const [busy, setBusy] = useState(false)

  const run = useCallback(
    async (action: () => Promise<unknown>, outcome: ActionOutcome) => {
      setBusy(true)
      try {
        await action()
        if (outcome.invalidate) await queryClient.invalidateQueries({ queryKey: outcome.invalidate })
        if (outcome.success) toast(outcome.success)
        return true
      } catch (error) {
        toast({
          title: outcome.failureTitle ?? 'Error',
          description: errorMessage(error, outcome.failure),
          variant: 'error',
        })
        return false
      } finally {
        setBusy(false)
      }
    },
    [queryClient, toast]
  )
  return { run, busy }
}
