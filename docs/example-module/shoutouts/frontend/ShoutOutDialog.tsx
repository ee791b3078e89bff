import { FormDialog, useAsyncAction } from '@shell'
import type { PlayerDialogProps } from '../../players/frontend/public'
import { sendShoutout } from './shoutoutsApi'

/** The player menu's 'Shout Out': one click sends 'Shoutout to <player>!'. */
export default function ShoutOutDialog({ player, onClose }: PlayerDialogProps) {
  const { run, busy } = useAsyncAction()
  const message = `Shoutout to ${player.name}!`
  const submit = () =>
    run(() => sendShoutout({ message }), {
      success: { title: 'Shoutout sent' },
      failure: 'Failed to send shoutout',
    }).then((sent) => sent && onClose())

  return (
    <FormDialog open title="Shout Out" submitLabel="Send" onSubmit={submit} onClose={onClose} busy={busy}>
      {message}
    </FormDialog>
  )
}
