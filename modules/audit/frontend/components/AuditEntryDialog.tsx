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
import { formatDateTime, useAuditCatalogue } from '@shell'
import type { AuditEntryDto } from '../../shared/audit'
import { detailLabel, detailText, entryLine, eventLabel, SEVERITY_COLORS } from '../auditDisplay'

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
          None recorded
        </Typography>
      )}
    </Box>
  )
}

/** Everything an audit entry recorded: who, what, on whom, when, from where, and its details. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntryDto; onClose: () => void }) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const catalogue = useAuditCatalogue()
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="audit-entry-title">
      <DialogTitle id="audit-entry-title">{eventLabel(entry.eventType, catalogue)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Box>
            <Typography sx={{ mb: 1 }}>{entryLine(entry, catalogue)}</Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Chip size="small" label={entry.eventType} />
              <Chip size="small" variant="outlined" label={entry.category} />
              <Chip size="small" label={entry.severity} color={SEVERITY_COLORS[entry.severity]} />
            </Stack>
          </Box>
          <Rows
            rows={[
              ['When', formatDateTime(entry.createdAt)],
              ['Actor', `${entry.actorName} (${entry.actorType})`],
              [
                'Target',
                entry.targetName ? `${entry.targetName}${entry.targetType ? ` (${entry.targetType})` : ''}` : '—',
              ],
              ['IP address', entry.ipAddress ?? '—'],
              ['User agent', entry.userAgent ?? '—'],
              ['Entry', `#${entry.id}`],
            ]}
          />
          <Section title="Details" record={entry.details ?? {}} />
          <Section title="Metadata" record={entry.metadata ?? {}} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}
