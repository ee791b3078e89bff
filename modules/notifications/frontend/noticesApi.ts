import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@shell'
import type { MarkNoticesReadRequest, NoticesResponse } from '../shared/notices'

export const noticesKey = ['notices'] as const

/** The signed-in user's notices; new ones arrive by push (the module's push handler reloads them). */
export function useNotices(enabled = true) {
  return useQuery({
    queryKey: noticesKey,
    queryFn: () => api.get<NoticesResponse>('/api/notifications'),
    enabled,
  })
}

/** Marks some notices (or all, without ids) read; the answer is the fresh list. */
export function useMarkNoticesRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: MarkNoticesReadRequest) =>
      api.post<NoticesResponse & { marked: number }>('/api/notifications/read', request),
    onSuccess: (answer) => queryClient.setQueryData(noticesKey, answer),
  })
}
