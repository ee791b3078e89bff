import { useEffect, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import Button from '@mui/material/Button'
import AddIcon from '@mui/icons-material/Add'
import BoltIcon from '@mui/icons-material/Bolt'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import GroupsIcon from '@mui/icons-material/Groups'
import PauseCircleIcon from '@mui/icons-material/PauseCircle'
import { Confirm, useNavigate } from 'react-admin'
import {
  ApiError,
  CardGridPage,
  errorMessage,
  session,
  useAsyncAction,
  useDebouncedValue,
  useHasRoute,
  useToast,
} from '@shell'
import { adminKeys, CREATOR_PAGE_SIZE, creatorsApi, fetchCreatorCounts } from '../adminApi'
import type { CreatorInput, CreatorSummary } from '../types'
import { CreatorCard } from './CreatorCard'
import { CreatorFormDialog } from './CreatorFormDialog'
import { ImpersonateDialog } from './ImpersonateDialog'

type Dialog =
  { kind: 'create' } | { kind: 'edit' | 'toggle' | 'delete' | 'impersonate'; creator: CreatorSummary } | null

/** Texts for a list that could not load (docs/api/admin.md). */
function loadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return 'Too many requests. Please wait a moment and try again.'
  const fallback =
    error instanceof ApiError ? `HTTP ${error.status}: Failed to fetch creators` : String((error as Error)?.message)
  return `Failed to load creators: ${errorMessage(error, fallback)}`
}

/** /admin/creators (docs/api/admin.md). */
export default function CreatorManagementPage() {
  const toast = useToast()
  const navigate = useNavigate()
  const hasRoute = useHasRoute()
  const { run, busy } = useAsyncAction()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [dialog, setDialog] = useState<Dialog>(null)
  const debouncedSearch = useDebouncedValue(search.trim())

  const params = { search: debouncedSearch, page, limit: CREATOR_PAGE_SIZE }
  const list = useQuery({
    queryKey: adminKeys.creators(params),
    queryFn: () => creatorsApi.list(params),
    retry: false,
    placeholderData: keepPreviousData,
  })
  // The cards describe the same creators as the list: every one the search matches.
  const counts = useQuery({
    queryKey: adminKeys.creatorCounts(debouncedSearch),
    queryFn: () => fetchCreatorCounts(debouncedSearch),
    retry: false,
    placeholderData: keepPreviousData,
  })
  const failure = list.error ? loadFailure(list.error) : null
  // The cards count the creators the search finds: say so while one is typed.
  const countsCaption = debouncedSearch ? `matching “${debouncedSearch}”` : undefined

  useEffect(() => {
    if (failure) toast({ title: 'Error', description: failure, variant: 'error' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not on every render's new message
  }, [list.errorUpdatedAt])

  useEffect(() => setPage(1), [debouncedSearch])

  const creators = list.data?.creators ?? []
  const pagination = list.data?.pagination
  const close = () => setDialog(null)
  const done = (succeeded: boolean) => succeeded && close()

  const save = (input: CreatorInput) =>
    dialog?.kind === 'edit'
      ? run(() => creatorsApi.update(dialog.creator.id, input), {
          success: { title: 'Creator Updated', description: `${input.name} has been updated.` },
          failure: 'Failed to update creator',
          invalidate: adminKeys.all,
        }).then(done)
      : run(() => creatorsApi.create(input), {
          success: { title: 'Creator Created', description: `${input.name} can now sign in.` },
          failure: 'Failed to create creator',
          invalidate: adminKeys.all,
        }).then(done)

  const toggleActive = (creator: CreatorSummary) =>
    run(() => creatorsApi.setActive(creator.id, !creator.isActive), {
      success: {
        title: creator.isActive ? 'Creator Deactivated' : 'Creator Activated',
        description: `${creator.name} ${creator.isActive ? 'can no longer' : 'can now'} sign in.`,
      },
      failure: 'Failed to update creator status. Please try again.',
      invalidate: adminKeys.all,
    }).then(done)

  const remove = (creator: CreatorSummary) =>
    run(() => creatorsApi.remove(creator.id), {
      success: { title: 'Creator Deleted', description: `${creator.name} has been deleted.` },
      failure: 'Failed to delete creator. Please try again.',
      invalidate: adminKeys.all,
    }).then(done)

  const impersonate = (creator: CreatorSummary, reason: string) =>
    run(
      async () => {
        const { impersonationToken, impersonationId } = await creatorsApi.impersonate(creator.id, reason)
        await session.startImpersonation(impersonationToken, impersonationId)
      },
      {
        success: { title: 'Impersonation Started', description: `You are now viewing as ${creator.name}.` },
        failure: 'Failed to start impersonation. Please try again.',
      }
    ).then((started) => started && navigate('/dashboard'))

  const pageCount = pagination?.totalPages ?? 1

  return (
    <CardGridPage
      header={{
        title: 'Creator Management',
        subtitle: 'Create, edit, deactivate and impersonate creators',
        actions: (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
            Add Creator
          </Button>
        ),
      }}
      stats={{
        loading: counts.isPending,
        cards: [
          { label: 'Total Creators', value: counts.data?.total ?? 0, icon: <GroupsIcon /> },
          { label: 'Active', value: counts.data?.active ?? 0, icon: <CheckCircleIcon /> },
          { label: 'Inactive', value: counts.data?.inactive ?? 0, icon: <PauseCircleIcon /> },
          { label: 'Total Powerups', value: counts.data?.powerups ?? 0, icon: <BoltIcon /> },
        ].map((card) => ({ ...card, caption: countsCaption })),
      }}
      search={{ value: search, onChange: setSearch, placeholder: 'Search creators...', label: 'Search creators' }}
      failure={failure ? { title: 'Error Loading Creators', message: failure, onRetry: list.refetch } : null}
      loading={list.isPending}
      loadingLabel="Loading creators..."
      empty={{
        icon: <GroupsIcon />,
        title: debouncedSearch ? 'No creators found' : 'No creators yet',
        description: debouncedSearch
          ? 'Try another name, email or TikTok username.'
          : 'Add the first creator to get started.',
      }}
      items={creators}
      card={(creator) => {
        const statisticsPath = `/admin/creators/${creator.id}/statistics`
        const matchesPath = `/admin/creators/${creator.id}/matches`
        return (
          <CreatorCard
            key={creator.id}
            creator={creator}
            statisticsPath={hasRoute(statisticsPath) ? statisticsPath : undefined}
            matchesPath={hasRoute(matchesPath) ? matchesPath : undefined}
            onImpersonate={() => setDialog({ kind: 'impersonate', creator })}
            onEdit={() => setDialog({ kind: 'edit', creator })}
            onToggleActive={() => setDialog({ kind: 'toggle', creator })}
            onDelete={() => setDialog({ kind: 'delete', creator })}
          />
        )
      }}
      pagination={
        pagination && pagination.totalCount > 0
          ? {
              page,
              pageCount,
              onChange: setPage,
              caption: `Showing ${(page - 1) * CREATOR_PAGE_SIZE + 1}–${(page - 1) * CREATOR_PAGE_SIZE + creators.length} of ${pagination.totalCount} creators`,
            }
          : undefined
      }
    >
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <CreatorFormDialog
          creator={dialog.kind === 'edit' ? dialog.creator : undefined}
          busy={busy}
          onClose={close}
          onSubmit={save}
        />
      )}
      {dialog?.kind === 'impersonate' && (
        <ImpersonateDialog
          creator={dialog.creator}
          busy={busy}
          onClose={close}
          onConfirm={(reason) => impersonate(dialog.creator, reason)}
        />
      )}
      {dialog?.kind === 'toggle' && (
        <Confirm
          isOpen
          loading={busy}
          title={`${dialog.creator.isActive ? 'Deactivate' : 'Activate'} ${dialog.creator.name}?`}
          content={
            dialog.creator.isActive
              ? 'A deactivated creator loses access to the system until reactivated.'
              : 'The creator regains access to the system.'
          }
          confirm={dialog.creator.isActive ? 'Deactivate' : 'Activate'}
          confirmColor="warning"
          onConfirm={() => toggleActive(dialog.creator)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <Confirm
          isOpen
          loading={busy}
          title={`Delete ${dialog.creator.name}?`}
          content="This permanently removes the creator with their players, powerups and moderators. The audit trail is kept."
          confirm="Delete"
          confirmColor="warning"
          onConfirm={() => remove(dialog.creator)}
          onClose={close}
        />
      )}
    </CardGridPage>
  )
}
