import { useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { api, useDebouncedValue } from '@shell'

interface CreatorOption {
  id: number
  name: string
  tiktokUsername: string | null
}

/** Creators shown per search: an admin narrows the list by typing. */
const PICKER_PAGE = 50

const optionLabel = (creator: CreatorOption) =>
  creator.tiktokUsername ? `${creator.name} (@${creator.tiktokUsername.replace(/^@/, '')})` : creator.name

/** The admin's read-only `creators` resource (ra-data-simple-rest shape): matching `q`, or the one chosen. */
const creatorsMatching = (filter: { q?: string; id?: number[] }) =>
  api.get<CreatorOption[]>('/api/resources/creators', {
    query: { filter: JSON.stringify(filter), sort: JSON.stringify(['name', 'ASC']), range: `[0,${PICKER_PAGE - 1}]` },
  })

/** An admin's choice of the creator whose roster /players shows and adds to (the `creators` resource). */
export function CreatorPicker({
  creatorId,
  onChange,
}: {
  creatorId: number | undefined
  onChange: (creatorId: number | undefined) => void
}) {
  const translate = useTranslate()
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), 300)
  const { data: options = [], isPending } = useQuery({
    queryKey: ['creator-picker', q],
    queryFn: () => creatorsMatching(q ? { q } : {}),
    placeholderData: keepPreviousData,
  })
  const listed = options.find((option) => option.id === creatorId)
  const { data: chosen } = useQuery({
    queryKey: ['creator-picker', 'chosen', creatorId],
    queryFn: () => creatorsMatching({ id: [creatorId!] }).then((found) => found[0] ?? null),
    enabled: creatorId !== undefined && !listed,
  })
  const value = creatorId === undefined ? null : (listed ?? chosen ?? null)

  return (
    <Autocomplete<CreatorOption>
      options={options}
      value={value}
      loading={isPending}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      filterOptions={(shown) => shown}
      onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
      onChange={(_, picked) => onChange(picked?.id)}
      sx={{ mb: 2, maxWidth: 480 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('players.creatorPicker.label')}
          helperText={translate('players.creatorPicker.help')}
        />
      )}
    />
  )
}
