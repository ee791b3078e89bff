import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useTranslate } from 'react-admin'
import { formatDateTime } from '@shell'
import type { AuditEntryDto } from '../../shared/audit'
import { shownName, detailText, SEVERITY_COLORS, useAuditText } from '../auditDisplay'

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(96px, max-content) 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

function Section({ title, record }: { title: string; record: Record<string, unknown> }) {
  const translate = useTranslate()
  const { detailLabel } = useAuditText()
  const rows = Object.entries(record).map(([key, value]): [string, string] => [detailLabel(key), detailText(value)])
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      {rows.length ? (
        <Rows rows={rows} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('audit.entry.noneRecorded')}
        </Typography>
      )}
    </Box>
  )
}

/** Everything an audit entry recorded: who, what, on whom, when, from where, and its details. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntryDto; onClose: () => void }) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const translate = useTranslate()
  const text = useAuditText()
  const target = entry.targetName
    ? `${shownName(entry.targetName, entry.targetType)}${entry.targetType ? ` (${text.badge(entry.targetType)})` : ''}`
    : '—'
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="audit-entry-title">
      <DialogTitle id="audit-entry-title">{text.eventLabel(entry.eventType)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Box>
            <Typography sx={{ mb: 1 }}>{text.entryLine(entry)}</Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Chip size="small" label={entry.eventType} />
              <Chip size="small" variant="outlined" label={text.category(entry.category)} />
              <Chip size="small" label={text.badge(entry.severity)} color={SEVERITY_COLORS[entry.severity]} />
            </Stack>
          </Box>
          <Rows
            rows={[
              [translate('audit.entry.when'), formatDateTime(entry.createdAt)],
              [
                translate('audit.entry.actor'),
                `${shownName(entry.actorName, entry.actorType)} (${text.badge(entry.actorType)})`,
              ],
              [translate('audit.entry.target'), target],
              [translate('audit.entry.ipAddress'), entry.ipAddress ?? '—'],
              [translate('audit.entry.userAgent'), entry.userAgent ?? '—'],
              [translate('audit.entry.entry'), `#${entry.id}`],
            ]}
          />
          <Section title={translate('audit.entry.details')} record={entry.details ?? {}} />
          <Section title={translate('audit.entry.metadata')} record={entry.metadata ?? {}} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('audit.entry.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
