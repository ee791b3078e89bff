import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import HourglassTopIcon from '@mui/icons-material/HourglassTop'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import PersonOffIcon from '@mui/icons-material/PersonOff'
import ShieldIcon from '@mui/icons-material/Shield'
import { CardGridPage, errorMessage, PageHeader, useSession } from '@shell'
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
    <CardGridPage
      header={{
        title: 'My Moderators',
        subtitle: 'Invite moderators and choose what they may do during your streams',
        actions: (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={invite}>
            Invite Moderator
          </Button>
        ),
      }}
      stats={{
        loading: stats.isPending,
        cards: [
          { label: 'Total', value: stats.data?.total ?? 0, icon: <ShieldIcon /> },
          { label: 'Active', value: stats.data?.active ?? 0, icon: <CheckCircleIcon /> },
          { label: 'Pending', value: stats.data?.pending ?? 0, icon: <HourglassTopIcon /> },
          {
            label: 'Inactive',
            value: stats.data?.inactive ?? 0,
            icon: <PersonOffIcon />,
            caption: 'Removed or demoted',
          },
        ],
      }}
      search={{
        value: search,
        onChange: setSearch,
        placeholder: 'Search by name or TikTok username...',
        label: 'Search moderators',
      }}
      failure={
        moderators.error
          ? {
              title: 'Error Loading Moderators',
              message: errorMessage(moderators.error, 'Failed to fetch moderators'),
              onRetry: moderators.refetch,
            }
          : null
      }
      loading={moderators.isPending}
      loadingLabel="Loading moderators..."
      empty={{
        icon: <ShieldIcon />,
        title: 'No moderators found',
        description: all.length
          ? 'Try another name or TikTok username.'
          : 'Moderators grant and use powerups for you during your streams.',
        action: !all.length && (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={invite}>
            Invite Your First Moderator
          </Button>
        ),
      }}
      items={shown}
      card={(moderator) => (
        <ModeratorCard
          key={moderator.id}
          moderator={moderator}
          onEdit={() => setOpen({ dialog: 'edit', moderator })}
          onResetPassword={() => setOpen({ dialog: 'reset', moderator })}
        />
      )}
    >
      {open?.dialog === 'create' && <CreateModeratorDialog onClose={close} />}
      {open?.dialog === 'edit' && <EditModeratorDialog moderator={open.moderator} onClose={close} />}
      {open?.dialog === 'reset' && <ResetPasswordDialog moderator={open.moderator} onClose={close} />}
    </CardGridPage>
  )
}

/** My Moderators (/moderators, docs/api/moderators.md): creators only. */
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
