import { api } from '@shell'
import type { UserCountsDto } from '../../shared/users'

/** The four cards (Total Users, Creators, Moderators, Admins) over the accounts the search matches. */
export const userCounts = (search: string | undefined) =>
  api.get<{ data: UserCountsDto }>('/api/admin/users/summary', { query: { search } }).then((answer) => answer.data)
