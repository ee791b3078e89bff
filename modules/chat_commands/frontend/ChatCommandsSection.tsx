import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { errorMessage, LoadingState, useSession, useToast } from '@shell'
import type { ChatCommandSettingDto } from '../shared/chat_commands'
import { chatCommandKeys, chatCommandsApi } from './chatCommandsApi'
import StreamLanguageField from './StreamLanguageField'

/** Settings › Chat Commands: the creator switches each command; moderators see them. */
export default function ChatCommandsSection() {
  const { user } = useSession()
  if (user?.role === 'ADMIN') {
    return (
      <Alert severity="info">
        <AlertTitle>Admin View</AlertTitle>
        Creators choose which chat commands run during their streams. Impersonate a creator to see their choice.
      </Alert>
    )
  }
  return <CommandSwitches editable={user?.role === 'CREATOR'} />
}

function CommandSwitches({ editable }: { editable: boolean }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const commands = useQuery<ChatCommandSettingDto[], Error>({
    queryKey: chatCommandKeys.settings,
    queryFn: chatCommandsApi.settings,
  })

  async function toggle(command: ChatCommandSettingDto, enabled: boolean) {
    try {
      queryClient.setQueryData(chatCommandKeys.settings, await chatCommandsApi.update({ [command.name]: enabled }))
      toast({ title: 'Settings saved', description: `${command.trigger} is ${enabled ? 'on' : 'off'}.` })
    } catch (error) {
      toast({ title: errorMessage(error, 'Failed to save settings'), variant: 'error' })
    }
  }

  if (commands.isPending) return <LoadingState />
  if (commands.error) return <Alert severity="error">{commands.error.message}</Alert>
  return (
    <Stack spacing={0.5}>
      <StreamLanguageField editable={editable} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Grant commands work for your moderators with the Chat Commands and Grant Powerups permissions, matched by their
        TikTok username. {editable ? '' : 'Only the creator can switch commands.'}
      </Typography>
      {commands.data.map((command) => (
        <FormControlLabel
          key={command.name}
          control={
            <Switch
              checked={command.enabled}
              disabled={!editable}
              onChange={(_, checked) => void toggle(command, checked)}
              slotProps={{ input: { 'aria-label': command.trigger } }}
            />
          }
          label={
            <span>
              <strong>{command.trigger}</strong> — {command.description}
            </span>
          }
        />
      ))}
    </Stack>
  )
}
