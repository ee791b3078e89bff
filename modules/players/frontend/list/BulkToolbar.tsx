import { Suspense, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import type { PlayerDto } from '../../shared/players'
import { lazyOnce, type PlayerBulkAction } from '../extensions'

export interface BulkToolbarProps {
  selected: PlayerDto[]
  /** How many players the list shows (Select all selects them). */
  shown: number
  actions: readonly PlayerBulkAction[]
  onSelectAll: () => void
  onClear: () => void
}

/** The bar over My Players while players are selected: the count, select all / clear, the bulk actions. */
export function BulkToolbar({ selected, shown, actions, onSelectAll, onClear }: BulkToolbarProps) {
  const translate = useTranslate()
  const [open, setOpen] = useState<PlayerBulkAction | null>(null)
  const Dialog = open ? lazyOnce(open.dialog) : null
  return (
    <Paper
      role="toolbar"
      aria-label={translate('players.bulk.toolbarLabel')}
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: 2,
        mb: 1,
        p: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        bgcolor: 'primary.dark',
        '& .MuiButton-root': { minHeight: 44 },
      }}
    >
      <Typography sx={{ fontWeight: 600, px: 1 }}>
        {translate('players.bulk.selected', { count: selected.length })}
      </Typography>
      {selected.length < shown && (
        <Button color="inherit" onClick={onSelectAll}>
          {translate('players.bulk.selectAll', { count: shown })}
        </Button>
      )}
      <Button color="inherit" onClick={onClear}>
        {translate('players.bulk.clear')}
      </Button>
      <Box sx={{ flex: 1 }} />
      {actions.map((action) => (
        <Button
          key={action.id}
          variant="contained"
          color={action.danger ? 'error' : 'secondary'}
          startIcon={<action.icon />}
          onClick={() => setOpen(action)}
        >
          {translate(action.label)}
        </Button>
      ))}
      {Dialog && (
        <Suspense fallback={null}>
          {/* eslint-disable-next-line react-hooks/static-components -- lazyOnce gives one component per loader */}
          <Dialog
            players={selected}
            onClose={() => setOpen(null)}
            onDone={() => {
              setOpen(null)
              onClear()
            }}
          />
        </Suspense>
      )}
    </Paper>
  )
}
