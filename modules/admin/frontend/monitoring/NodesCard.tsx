import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { formatDateTime } from '@shell'
import { megabytes, namedCreators, shortNodeId, type NodeDto } from '../../shared/monitoring'

function LiveConnections({ creatorIds }: { creatorIds: number[] }) {
  const translate = useTranslate()
  if (!creatorIds.length) return <>{0}</>
  return (
    <Tooltip title={translate('admin.nodes.creators', { ids: namedCreators(creatorIds) })}>
      <Box component="span" sx={{ textDecoration: 'underline dotted', cursor: 'help' }}>
        {creatorIds.length}
      </Box>
    </Tooltip>
  )
}

/** One row per app process (node) serving the deployment, the one that answered marked, and the totals. */
export function NodesCard({ nodes }: { nodes: NodeDto[] }) {
  const translate = useTranslate()
  const sum = (figure: (node: NodeDto) => number) => nodes.reduce((total, node) => total + figure(node), 0)
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('admin.nodes.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('admin.nodes.intro')}
        </Typography>
        {/* A grid track of minmax(0, 1fr): a wide table scrolls inside the card instead of widening a phone's page. */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <TableContainer>
            <Table size="small" aria-label={translate('admin.nodes.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('admin.nodes.node')}</TableCell>
                  <TableCell>{translate('admin.nodes.started')}</TableCell>
                  <TableCell align="right">{translate('admin.nodes.liveConnections')}</TableCell>
                  <TableCell align="right">{translate('admin.nodes.pushStreams')}</TableCell>
                  <TableCell align="right">{translate('admin.nodes.memory')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {nodes.map((node) => (
                  <TableRow key={node.id} data-testid="node" selected={node.self}>
                    <TableCell>
                      <Tooltip title={node.id}>
                        <Box component="span" sx={{ fontFamily: 'monospace' }}>
                          {shortNodeId(node.id)}
                        </Box>
                      </Tooltip>
                      {node.self && (
                        <Chip size="small" color="primary" label={translate('admin.nodes.thisNode')} sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                    <TableCell>{formatDateTime(node.startedAt)}</TableCell>
                    <TableCell align="right">
                      <LiveConnections creatorIds={node.liveConnections} />
                    </TableCell>
                    <TableCell align="right">{node.pushStreams}</TableCell>
                    <TableCell align="right">
                      {translate('admin.nodes.megabytes', { value: megabytes(node.rssBytes) })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow data-testid="nodes-total">
                  <TableCell>{translate('admin.nodes.total', { smart_count: nodes.length })}</TableCell>
                  <TableCell />
                  <TableCell align="right">{sum((node) => node.liveConnections.length)}</TableCell>
                  <TableCell align="right">{sum((node) => node.pushStreams)}</TableCell>
                  <TableCell align="right">
                    {translate('admin.nodes.megabytes', { value: megabytes(sum((node) => node.rssBytes)) })}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        </Box>
      </CardContent>
    </Card>
  )
}
