import { api } from '@shell'
import type { SendShoutoutInput, ShoutoutDto } from '../shared/shoutouts'

export const sendShoutout = (input: SendShoutoutInput) => api.post<{ shoutout: ShoutoutDto }>('/api/shoutouts', input)
