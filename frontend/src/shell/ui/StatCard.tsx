import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles'
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

export interface StatCardsProps {
  cards: StatCardProps[]
  /** Cards a row per screen size; phones show them two by two, wider screens four in a row. */
  columns?: Partial<Record<Breakpoint, number>>
  /** Names the grid as a section for screen readers (e.g. 'Overview'). */
  label?: string
  /** Skeletons in every card whose own `loading` is not given (their figures come from one call). */
  loading?: boolean
  sx?: SxProps<Theme>
}

/** A page's figures: a grid of stat cards, each as wide as its column. */
export function StatCards({ cards, columns = { xs: 2, md: 4 }, label, loading = false, sx }: StatCardsProps) {
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`])
  )
  return (
    <Box
      component={label ? 'section' : 'div'}
      aria-label={label}
      sx={[{ display: 'grid', gap: 2, gridTemplateColumns }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {cards.map((card) => (
        <StatCard key={card.label} loading={loading} {...card} />
      ))}
    </Box>
  )
}
