import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'

export interface StatCardProps {
  label: string
  value: ReactNode
  icon?: ReactNode
  /** A short line under the value. */
  caption?: ReactNode
  loading?: boolean
}

export function StatCard({ label, value, icon, caption, loading = false }: StatCardProps) {
  return (
    // minWidth 0 and wrapping figures: in a grid of narrow columns (a phone) a long figure wraps
    // inside its card instead of widening the page.
    <Card sx={{ height: '100%', minWidth: 0 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          {icon && <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>}
        </Box>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700, mt: 1, overflowWrap: 'anywhere' }}
          aria-label={label}
        >
          {loading ? <Skeleton width={56} /> : value}
        </Typography>
        {caption && (
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        )}
      </CardContent>
    </Card>
  )
}
