import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { errorMessage, useToast } from '@shell'
import { SERVER_LANGUAGES, type ServerLanguage } from '../../../backend/core/shared/error_codes'
import { chatCommandKeys, chatCommandsApi } from './chatCommandsApi'

/** Each language by its own name: a streamer looks for the one they speak. */
const OWN_NAMES: Record<ServerLanguage, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  id: 'Bahasa Indonesia',
  ar: 'العربية',
}

/** The stream language: the language of the replies to chat commands (docs/api/chat_commands.md). */
export default function StreamLanguageField({ editable }: { editable: boolean }) {
  const translate = useTranslate()
  const toast = useToast()
  const queryClient = useQueryClient()
  const language = useQuery<ServerLanguage, Error>({
    queryKey: chatCommandKeys.streamLanguage,
    queryFn: chatCommandsApi.streamLanguage,
  })

  async function choose(next: ServerLanguage) {
    try {
      queryClient.setQueryData(chatCommandKeys.streamLanguage, await chatCommandsApi.setStreamLanguage(next))
      toast({ title: translate('chat_commands.streamLanguage.saved') })
    } catch (error) {
      toast({ title: errorMessage(error, translate('chat_commands.streamLanguage.saveFailed')), variant: 'error' })
    }
  }

  if (!language.data) return null
  return (
    <TextField
      select
      size="small"
      sx={{ maxWidth: 320, mb: 1 }}
      label={translate('chat_commands.streamLanguage.label')}
      helperText={translate('chat_commands.streamLanguage.help')}
      value={language.data}
      disabled={!editable}
      onChange={(event) => void choose(event.target.value as ServerLanguage)}
    >
      {SERVER_LANGUAGES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {OWN_NAMES[code]}
        </MenuItem>
      ))}
    </TextField>
  )
}
