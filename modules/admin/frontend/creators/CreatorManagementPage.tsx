import { useEffect, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import Button from '@mui/material/Button'
import AddIcon from '@mui/icons-material/Add'
import BoltIcon from '@mui/icons-material/Bolt'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import GroupsIcon from '@mui/icons-material/Groups'
import PauseCircleIcon from '@mui/icons-material/PauseCircle'
import { Confirm, useNavigate, useTranslate, type TranslateFunction } from 'react-admin'
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
function loadFailure(error: unknown, translate: TranslateFunction): string {
  if (error instanceof ApiError && error.status === 429) return translate('admin.creators.tooManyRequests')
  const fallback =
    error instanceof ApiError
      ? translate('admin.creators.fetchFailedStatus', { status: error.status })
      : String((error as Error)?.message)
  return translate('admin.creators.loadFailed', { message: errorMessage(error, fallback) })
}

/** /admin/creators (docs/api/admin.md). */
export default function CreatorManagementPage() {
  const toast = useToast()
  const translate = useTranslate()
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
  const failure = list.error ? loadFailure(list.error, translate) : null
  // The cards count the creators the search finds: say so while one is typed.
  const countsCaption = debouncedSearch ? translate('admin.creators.matching', { search: debouncedSearch }) : undefined

  useEffect(() => {
    if (failure) toast({ title: translate('admin.creators.errorTitle'), description: failure, variant: 'error' })
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
          success: {
            title: translate('admin.creators.updatedTitle'),
            description: translate('admin.creators.updatedText', { name: input.name }),
          },
          failure: translate('admin.creators.updateFailed'),
          invalidate: adminKeys.all,
        }).then(done)
      : run(() => creatorsApi.create(input), {
          success: {
            title: translate('admin.creators.createdTitle'),
            description: translate('admin.creators.createdText', { name: input.name }),
          },
          failure: translate('admin.creators.createFailed'),
          invalidate: adminKeys.all,
        }).then(done)

  const toggleActive = (creator: CreatorSummary) =>
    run(() => creatorsApi.setActive(creator.id, !creator.isActive), {
      success: {
        title: translate(creator.isActive ? 'admin.creators.deactivatedTitle' : 'admin.creators.activatedTitle'),
        description: translate(creator.isActive ? 'admin.creators.deactivatedText' : 'admin.creators.activatedText', {
          name: creator.name,
        }),
      },
      failure: translate('admin.creators.statusFailed'),
      invalidate: adminKeys.all,
    }).then(done)

  const remove = (creator: CreatorSummary) =>
    run(() => creatorsApi.remove(creator.id), {
      success: {
        title: translate('admin.creators.deletedTitle'),
        description: translate('admin.creators.deletedText', { name: creator.name }),
      },
      failure: translate('admin.creators.deleteFailed'),
      invalidate: adminKeys.all,
    }).then(done)

  const impersonate = (creator: CreatorSummary, reason: string) =>
    run(
      async () => {
        const { impersonationToken, impersonationId } = await creatorsApi.impersonate(creator.id, reason)
        await session.startImpersonation(impersonationToken, impersonationId)
      },
      {
        success: {
          title: translate('admin.impersonate.startedTitle'),
          description: translate('admin.impersonate.startedText', { name: creator.name }),
        },
        failure: translate('admin.impersonate.failed'),
      }
    ).then((started) => started && navigate('/dashboard'))

  const pageCount = pagination?.totalPages ?? 1

  return (
    <CardGridPage
      header={{
        title: translate('admin.creators.title'),
        subtitle: translate('admin.creators.subtitle'),
        actions: (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
            {translate('admin.account.creator.add')}
          </Button>
        ),
      }}
      stats={{
        loading: counts.isPending,
        cards: [
          { label: translate('admin.creators.totalCreators'), value: counts.data?.total ?? 0, icon: <GroupsIcon /> },
          {
            label: translate('admin.creators.activeCount'),
            value: counts.data?.active ?? 0,
            icon: <CheckCircleIcon />,
          },
          {
            label: translate('admin.creators.inactiveCount'),
            value: counts.data?.inactive ?? 0,
            icon: <PauseCircleIcon />,
          },
          { label: translate('admin.creators.totalPowerups'), value: counts.data?.powerups ?? 0, icon: <BoltIcon /> },
        ].map((card) => ({ ...card, caption: countsCaption })),
      }}
      search={{
        value: search,
        onChange: setSearch,
        placeholder: translate('admin.creators.searchPlaceholder'),
        label: translate('admin.creators.searchLabel'),
      }}
      failure={
        failure ? { title: translate('admin.creators.loadErrorTitle'), message: failure, onRetry: list.refetch } : null
      }
      loading={list.isPending}
      loadingLabel={translate('admin.creators.loading')}
      empty={{
        icon: <GroupsIcon />,
        title: translate(debouncedSearch ? 'admin.creators.emptySearch' : 'admin.creators.emptyTitle'),
        description: translate(debouncedSearch ? 'admin.creators.emptySearchHint' : 'admin.creators.emptyHint'),
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
              caption: translate('admin.creators.showing', {
                smart_count: pagination.totalCount,
                from: (page - 1) * CREATOR_PAGE_SIZE + 1,
                to: (page - 1) * CREATOR_PAGE_SIZE + creators.length,
                total: pagination.totalCount,
              }),
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
          title={translate(
            dialog.creator.isActive ? 'admin.creators.deactivateConfirm' : 'admin.creators.activateConfirm',
            { name: dialog.creator.name }
          )}
          content={translate(
            dialog.creator.isActive ? 'admin.creators.deactivateConfirmText' : 'admin.creators.activateConfirmText'
          )}
          confirm={translate(dialog.creator.isActive ? 'admin.creators.deactivate' : 'admin.creators.activate')}
          confirmColor="warning"
          onConfirm={() => toggleActive(dialog.creator)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <Confirm
          isOpen
          loading={busy}
          title={translate('admin.creators.deleteConfirm', { name: dialog.creator.name })}
          content={translate('admin.creators.deleteConfirmText')}
          confirm={translate('admin.creators.delete')}
          confirmColor="warning"
          onConfirm={() => remove(dialog.creator)}
          onClose={close}
        />
      )}
    </CardGridPage>
  )
}
