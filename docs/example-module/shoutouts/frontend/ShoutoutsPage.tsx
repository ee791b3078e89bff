import { useState } from 'react'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useGetList } from 'react-admin'
import { EmptyState, ErrorPanel, formatRelativeTime, LoadingState, PageHeader, useAsyncAction } from '@shell'
import type { ShoutoutDto } from '../shared/shoutouts'
import { sendShoutout } from './shoutoutsApi'

/** /shoutouts: send one, see the latest (the `shoutouts` resource, reloaded by push). */
export default function ShoutoutsPage() {
  const [message, setMessage] = useState('')
  const { run, busy } = useAsyncAction()
  const { data, isPending, error, refetch } = useGetList<ShoutoutDto>('shoutouts', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'createdAt', order: 'DESC' },
  })

  const send = () =>
    run(() => sendShoutout({ message }), {
      success: { title: 'Shoutout sent' },
      failure: 'Failed to send shoutout',
      invalidate: ['shoutouts'],
    }).then((sent) => sent && setMessage(''))

  return (
    <>
      <PageHeader title="Shoutouts" subtitle="Short messages to your stream" />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <TextField label="Message" value={message} onChange={(event) => setMessage(event.target.value)} fullWidth />
        <Button variant="contained" onClick={send} disabled={busy || !message.trim()}>
          Send
        </Button>
      </Stack>
      {error ? (
        <ErrorPanel title="Failed to fetch shoutouts" message={error.message} onRetry={() => refetch()} />
      ) : isPending ? (
        <LoadingState label="Loading shoutouts..." />
      ) : data.length === 0 ? (
        <EmptyState title="No shoutouts yet" />
      ) : (
        <List>
          {data.map((shoutout) => (
            <ListItem key={shoutout.id}>
              <ListItemText
                primary={shoutout.message}
                secondary={`${shoutout.sentBy} · ${formatRelativeTime(shoutout.createdAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  )
}
