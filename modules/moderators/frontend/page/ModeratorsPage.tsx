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
import { useTranslate } from 'react-admin'
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
  const translate = useTranslate()
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
        title: translate('moderators.page.title'),
        subtitle: translate('moderators.page.subtitle'),
        actions: (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={invite}>
            {translate('moderators.page.invite')}
          </Button>
        ),
      }}
      stats={{
        loading: stats.isPending,
        cards: [
          { label: translate('moderators.page.total'), value: stats.data?.total ?? 0, icon: <ShieldIcon /> },
          { label: translate('moderators.page.active'), value: stats.data?.active ?? 0, icon: <CheckCircleIcon /> },
          { label: translate('moderators.page.pending'), value: stats.data?.pending ?? 0, icon: <HourglassTopIcon /> },
          {
            label: translate('moderators.page.inactive'),
            value: stats.data?.inactive ?? 0,
            icon: <PersonOffIcon />,
            caption: translate('moderators.page.inactiveCaption'),
          },
        ],
      }}
      search={{
        value: search,
        onChange: setSearch,
        placeholder: translate('moderators.page.searchPlaceholder'),
        label: translate('moderators.page.searchLabel'),
      }}
      failure={
        moderators.error
          ? {
              title: translate('moderators.page.loadErrorTitle'),
              message: errorMessage(moderators.error, translate('moderators.page.loadFailed')),
              onRetry: moderators.refetch,
            }
          : null
      }
      loading={moderators.isPending}
      loadingLabel={translate('moderators.page.loading')}
      empty={{
        icon: <ShieldIcon />,
        title: translate('moderators.page.emptyTitle'),
        description: translate(all.length ? 'moderators.page.emptySearch' : 'moderators.page.emptyIntro'),
        action: !all.length && (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={invite}>
            {translate('moderators.page.inviteFirst')}
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
  const translate = useTranslate()
  if (user?.role !== 'CREATOR') {
    return (
      <Box>
        <PageHeader title={translate('moderators.page.title')} />
        <Alert severity="error">{translate('moderators.page.accessDenied')}</Alert>
      </Box>
    )
  }
  return <Moderators />
}
