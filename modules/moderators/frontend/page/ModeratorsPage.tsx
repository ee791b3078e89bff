import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import PersonOffIcon from '@mui/icons-material/PersonOff'
import ShieldIcon from '@mui/icons-material/Shield'
import {
  EmptyState,
  ErrorPanel,
  errorMessage,
  LoadingState,
  PageHeader,
  SearchField,
  StatCard,
  useSession,
} from '@shell'
import type { ModeratorDto } from '../../shared/moderators'
import { useModerators, useModeratorStats } from '../moderatorsApi'
import { ACCESS_DENIED } from '../moderatorForm'
import { CreateModeratorDialog } from '../dialogs/CreateModeratorDialog'
import { EditModeratorDialog } from '../dialogs/EditModeratorDialog'
import { ResetPasswordDialog } from '../dialogs/ResetPasswordDialog'
import { ModeratorCard } from './ModeratorCard'

type Open = { dialog: 'create' } | { dialog: 'edit' | 'reset'; moderator: ModeratorDto } | null

/** Search by name or TikTok username (with or without @). */
const matches = (moderator: ModeratorDto, needle: string) =>
  [moderator.displayName, moderator.tiktokUsername, moderator.username ?? ''].some((value) =>
    value.toLowerCase().includes(needle.replace(/^@/, ''))
  )

function Moderators() {
  const moderators = useModerators()
  const stats = useModeratorStats()
  const [search, setSearch] = useState('')
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)

  const all = moderators.data ?? []
  const needle = search.trim().toLowerCase()
  const shown = needle ? all.filter((moderator) => matches(moderator, needle)) : all
  const invite = () => setOpen({ dialog: 'create' })

  return (
    <Box>
      <PageHeader
        title="My Moderators"
        subtitle="Invite moderators and choose what they may do during your streams"
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={invite}>
            Invite Moderator
          </Button>
        }
      />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          mb: 3,
        }}
      >
        <StatCard label="Total" value={stats.data?.total ?? 0} icon={<ShieldIcon />} loading={stats.isPending} />
        <StatCard label="Active" value={stats.data?.active ?? 0} icon={<CheckCircleIcon />} loading={stats.isPending} />
        <StatCard
          label="Pending"
          value={stats.data?.pending ?? 0}
          icon={<HourglassTopIcon />}
          loading={stats.isPending}
        />
        <StatCard
          label="Inactive"
          value={stats.data?.inactive ?? 0}
          icon={<PersonOffIcon />}
          caption="Removed or demoted"
          loading={stats.isPending}
        />
      </Box>

      <SearchField
        value={search}
        onChange={setSearch}
        placeholder="Search by name or TikTok username..."
        label="Search moderators"
      />

      {moderators.error ? (
        <ErrorPanel
          title="Error Loading Moderators"
          message={errorMessage(moderators.error, 'Failed to fetch moderators')}
          onRetry={() => void moderators.refetch()}
        />
      ) : moderators.isPending ? (
        <LoadingState label="Loading moderators..." />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<ShieldIcon />}
          title="No moderators found"
          description={
            all.length
              ? 'Try another name or TikTok username.'
              : 'Moderators grant and use powerups for you during your streams.'
          }
          action={
            !all.length && (
              <Button variant="contained" startIcon={<PersonAddIcon />} onClick={invite}>
                Invite Your First Moderator
              </Button>
            )
          }
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {shown.map((moderator) => (
            <ModeratorCard
              key={moderator.id}
              moderator={moderator}
              onEdit={() => setOpen({ dialog: 'edit', moderator })}
              onResetPassword={() => setOpen({ dialog: 'reset', moderator })}
            />
          ))}
        </Box>
      )}

      {open?.dialog === 'create' && <CreateModeratorDialog onClose={close} />}
      {open?.dialog === 'edit' && <EditModeratorDialog moderator={open.moderator} onClose={close} />}
      {open?.dialog === 'reset' && <ResetPasswordDialog moderator={open.moderator} onClose={close} />}
    </Box>
  )
}

/** My Moderators (/moderators, spec 1 §2): creators only. */
export default function ModeratorsPage() {
  const { user } = useSession()
  if (user?.role !== 'CREATOR') {
    return (
      <Box>
        <PageHeader title="My Moderators" />
        <Alert severity="error">{ACCESS_DENIED}</Alert>
      </Box>
    )
  }
  return <Moderators />
}
