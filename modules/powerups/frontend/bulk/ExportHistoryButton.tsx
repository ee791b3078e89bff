import { useState } from 'react'
import Button from '@mui/material/Button'
import HistoryIcon from '@mui/icons-material/History'
import { useTranslate } from 'react-admin'
import { errorMessage, useToast } from '@shell'
import type { PlayerDto } from '../../../players/shared/players'
import { downloadHistory } from '../ledgerApi'

/** Downloads every grant and use of the roster as CSV (the server's file, all of it, oldest first). */
export function ExportHistoryButton({ players }: { players: readonly PlayerDto[] }) {
  const toast = useToast()
  const translate = useTranslate()
  const [busy, setBusy] = useState(false)
  async function download() {
    setBusy(true)
    try {
      const { name, count } = await downloadHistory()
      toast({
        title: translate('powerups.bulk.historyExported'),
        description: translate('powerups.bulk.historyExportedDescription', { smart_count: count, name }),
      })
    } catch (error) {
      toast({
        title: translate('powerups.bulk.exportFailed'),
        description: errorMessage(error, translate('powerups.bulk.exportFailedDescription')),
        variant: 'error',
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="outlined"
      startIcon={<HistoryIcon />}
      onClick={download}
      disabled={busy || !players.length}
      sx={{ minHeight: 44 }}
    >
      {translate('powerups.bulk.exportHistory')}
    </Button>
  )
}
