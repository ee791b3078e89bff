import { useQueryClient } from '@tanstack/react-query'
import type { PushHandlerEntry } from '../manifest'
import { useShell } from '../registry'
import { usePush } from './usePush'

function PushHandler({ entry }: { entry: PushHandlerEntry }) {
  const queryClient = useQueryClient()
  usePush(entry.topic, (message) => entry.handle(message, { queryClient }))
  return null
}

/** Runs every module's declared push handlers (`pushHandlers`) while the signed-in layout is up. */
export function PushHandlers() {
  const { modules } = useShell()
  return modules.flatMap((module) =>
    (module.pushHandlers ?? []).map((entry) => <PushHandler key={`${module.name}:${entry.topic.name}`} entry={entry} />)
  )
}
