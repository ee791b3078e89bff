import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { errorMessage, LoadingState, useSession, useToast } from '@shell'
import { usePowerupLabel } from '../../powerups/frontend/public'
import { CHAT_COMMANDS, type ChatCommandSettingDto } from '../shared/chat_commands'
import { chatCommandKeys, chatCommandsApi } from './chatCommandsApi'
import StreamLanguageField from './StreamLanguageField'

/** Settings › Chat Commands: the creator switches each command; moderators see them. */
export default function ChatCommandsSection() {
  const { user } = useSession()
  const translate = useTranslate()
  if (user?.role === 'ADMIN') {
    return (
      <Alert severity="info">
        <AlertTitle>{translate('chat_commands.section.adminViewTitle')}</AlertTitle>
        {translate('chat_commands.section.adminViewBody')}
      </Alert>
    )
  }
  return <CommandSwitches editable={user?.role === 'CREATOR'} />
}

/** A command's description in the user's language (an unknown command shows the server's English). */
function useCommandDescription() {
  const translate = useTranslate()
  const powerupLabel = usePowerupLabel()
  return (setting: ChatCommandSettingDto) => {
    const command = CHAT_COMMANDS.find((candidate) => candidate.name === setting.name)
    if (!command) return setting.description
    if (command.kind === 'grant') {
      return translate('chat_commands.section.grantDescription', {
        trigger: command.trigger,
        powerup: powerupLabel(command.powerupType),
      })
    }
    return translate(
      command.scope === 'all' ? 'chat_commands.section.statusDescription' : 'chat_commands.section.statusNowDescription'
    )
  }
}

function CommandSwitches({ editable }: { editable: boolean }) {
  const translate = useTranslate()
  const describe = useCommandDescription()
  const toast = useToast()
  const queryClient = useQueryClient()
  const commands = useQuery<ChatCommandSettingDto[], Error>({
    queryKey: chatCommandKeys.settings,
    queryFn: chatCommandsApi.settings,
  })

  async function toggle(command: ChatCommandSettingDto, enabled: boolean) {
    try {
      queryClient.setQueryData(chatCommandKeys.settings, await chatCommandsApi.update({ [command.name]: enabled }))
      toast({
        title: translate('chat_commands.section.saved'),
        description: translate(enabled ? 'chat_commands.section.switchedOn' : 'chat_commands.section.switchedOff', {
          trigger: command.trigger,
        }),
      })
    } catch (error) {
      toast({ title: errorMessage(error, translate('chat_commands.section.saveFailed')), variant: 'error' })
    }
  }

  if (commands.isPending) return <LoadingState />
  if (commands.error) return <Alert severity="error">{commands.error.message}</Alert>
  return (
    <Stack spacing={0.5}>
      <StreamLanguageField editable={editable} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('chat_commands.section.intro')} {editable ? '' : translate('chat_commands.section.onlyCreator')}
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
              <strong>{command.trigger}</strong>
              {` — ${describe(command)}`}
            </span>
          }
        />
      ))}
    </Stack>
  )
}
