import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { errorMessage, useToast } from '@shell'
import type { LiveDriverDto } from '../../shared/live'
import { liveApi, liveKeys } from '../liveApi'

/** Rehearsal mode: live events come from the simulator (`powerdeck live simulate`) instead of TikTok. */
export function RehearsalSwitch() {
  const translate = useTranslate()
  const toast = useToast()
  const queryClient = useQueryClient()
  const driver = useQuery<LiveDriverDto, Error>({ queryKey: liveKeys.driver, queryFn: liveApi.driver })

  async function change(simulator: boolean) {
    try {
      queryClient.setQueryData(liveKeys.driver, await liveApi.setDriver(simulator ? 'simulator' : 'tiktok'))
      toast({
        title: translate('live.rehearsal.saved'),
        description: translate(simulator ? 'live.rehearsal.on' : 'live.rehearsal.off'),
      })
    } catch (error) {
      toast({ title: errorMessage(error, translate('live.rehearsal.saveFailed')), variant: 'error' })
    } finally {
      void queryClient.invalidateQueries({ queryKey: liveKeys.status })
    }
  }

  return (
    <FormControlLabel
      control={
        <Switch
          checked={driver.data?.driver === 'simulator'}
          disabled={!driver.data}
          onChange={(_, checked) => void change(checked)}
        />
      }
      label={translate('live.rehearsal.label')}
    />
  )
}
