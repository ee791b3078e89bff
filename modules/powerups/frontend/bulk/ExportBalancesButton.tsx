import Button from '@mui/material/Button'
import DownloadIcon from '@mui/icons-material/Download'
import { useTranslate } from 'react-admin'
import type { PlayerDto } from '../../../players/shared/players'
import type { LedgerPlayerDto } from '../../shared/powerups'
import { transferRows, transferText } from '../../shared/transfer'

/** Downloads the roster's balances as CSV: the file `powerdeck players import` and Import read back. */
export function ExportBalancesButton({ players }: { players: readonly PlayerDto[] }) {
  const translate = useTranslate()
  function download() {
    const csv = transferText('csv', transferRows(players as LedgerPlayerDto[]))
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `powerdeck-balances-${new Date().toISOString().slice(0, 10)}.csv`
    link.click()
    URL.revokeObjectURL(url)
  }
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={download}
      disabled={!players.length}
      sx={{ minHeight: 44 }}
    >
      {translate('powerups.bulk.export')}
    </Button>
  )
}
