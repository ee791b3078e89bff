import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Pagination from '@mui/material/Pagination'
import Typography from '@mui/material/Typography'
import { EmptyState, type EmptyStateProps } from './EmptyState'
import { ErrorPanel } from './ErrorPanel'
import { LoadingState } from './LoadingState'
import { PageHeader, type PageHeaderProps } from './PageHeader'
import { SearchField } from './SearchField'
import { StatCards, type StatCardsProps } from './StatCard'

export interface CardGridPageProps<T> {
  header: PageHeaderProps
  /** Between the header and the figures (e.g. a security notice). */
  notice?: ReactNode
  stats: Omit<StatCardsProps, 'sx'>
  search: { value: string; onChange: (value: string) => void; placeholder: string; label: string }
  /** The list could not load: an error panel with Retry in place of the cards. */
  failure?: { title: string; message: string; onRetry: () => unknown } | null
  loading: boolean
  loadingLabel: string
  /** Shown when there is no card to show. */
  empty: EmptyStateProps
  items: T[]
  card: (item: T) => ReactNode
  /** Pages under the cards, with a line saying which are shown; none when the list is on one page. */
  pagination?: { page: number; pageCount: number; onChange: (page: number) => void; caption: string }
  /** The page's dialogs. */
  children?: ReactNode
}

/**
 * A back-office list of cards: header, figures, search, then the cards (one column on phones,
 * two or three wider), or the loading, failed or empty state in their place; optional pages.
 */
export function CardGridPage<T>({
  header,
  notice,
  stats,
  search,
  failure,
  loading,
  loadingLabel,
  empty,
  items,
  card,
  pagination,
  children,
}: CardGridPageProps<T>) {
  return (
    <Box>
      <PageHeader {...header} />
      {notice}
      <StatCards {...stats} sx={{ mb: 3 }} />
      <SearchField {...search} />

      {failure ? (
        <ErrorPanel title={failure.title} message={failure.message} onRetry={() => void failure.onRetry()} />
      ) : loading ? (
        <LoadingState label={loadingLabel} />
      ) : items.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {items.map(card)}
        </Box>
      )}

      {pagination && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 3 }}>
          {pagination.pageCount > 1 && (
            <Pagination
              count={pagination.pageCount}
              page={pagination.page}
              onChange={(_, next) => pagination.onChange(next)}
              color="primary"
            />
          )}
          <Typography variant="caption" color="text.secondary">
            {pagination.caption}
          </Typography>
        </Box>
      )}

      {children}
    </Box>
  )
}
