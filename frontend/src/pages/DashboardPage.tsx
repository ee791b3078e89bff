import { Suspense, createElement, useState } from 'react'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useTranslate } from 'react-admin'
import type { DashboardTab, Role } from '../shell/manifest'
import { lazyComponent, useShell, widgetsFor } from '../shell/registry'
import { useSession } from '../shell/session'
import { EmptyState } from '../shell/ui/EmptyState'
import { LoadingState } from '../shell/ui/LoadingState'
import { PageHeader } from '../shell/ui/PageHeader'

const TITLES: Record<Role, string> = {
  ADMIN: 'shell.dashboard.titles.admin',
  CREATOR: 'shell.dashboard.titles.creator',
  MODERATOR: 'shell.dashboard.titles.moderator',
}

/** Overview for all, System Monitoring for admins, My Activity for moderators (docs/api/web.md). */
const TABS: { id: DashboardTab; label: string; roles?: Role[] }[] = [
  { id: 'overview', label: 'shell.dashboard.tabs.overview' },
  { id: 'monitoring', label: 'shell.dashboard.tabs.monitoring', roles: ['ADMIN'] },
  { id: 'activity', label: 'shell.dashboard.tabs.activity', roles: ['MODERATOR'] },
]

/** /dashboard: the widgets the modules declare for the user's role, tab by tab. */
export function DashboardPage() {
  const { user } = useSession()
  const { modules } = useShell()
  const [current, setCurrent] = useState<DashboardTab>('overview')
  const translate = useTranslate()
  if (!user) return null

  const tabs = TABS.filter(
    (tab) =>
      tab.id === 'overview' ||
      ((!tab.roles || tab.roles.includes(user.role)) && widgetsFor(modules, user.role, tab.id).length > 0)
  )
  const widgets = widgetsFor(modules, user.role, current)

  return (
    <Box>
      <PageHeader
        title={translate(TITLES[user.role])}
        subtitle={translate('shell.dashboard.welcome', { name: user.name })}
        back={null}
      />
      {tabs.length > 1 && (
        <Tabs
          value={current}
          onChange={(_, tab: DashboardTab) => setCurrent(tab)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab key={tab.id} value={tab.id} label={translate(tab.label)} />
          ))}
        </Tabs>
      )}
      {widgets.length === 0 ? (
        <EmptyState
          title={translate('shell.dashboard.emptyTitle')}
          description={translate('shell.dashboard.emptyDescription')}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {widgets.map((widget) => (
            <Box key={widget.id} sx={{ gridColumn: widget.width === 'half' ? 'auto' : '1 / -1', minWidth: 0 }}>
              <Suspense fallback={<LoadingState />}>{createElement(lazyComponent(widget.component))}</Suspense>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}
