import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { errorMessage, LoadingState, useSession, useToast } from '@shell'
import { POWERUP_TYPES, type PowerupType } from '../../powerups/shared/powerups'
import { usePowerupLabel } from '../../powerups/frontend/public'
import type { BattleCard, BoosterMappingDto } from '../shared/boosters'
import { boosterKeys, boostersApi } from './boostersApi'

/** The select's value for a card mapped to nothing. */
const IGNORED = 'ignored'

/** Each card's entry in the catalog: `boosters.cards.<entry>.label` and `.description` (an unknown card shows the server's English). */
const CARD_ENTRIES: Record<BattleCard, string> = {
  vault_glove: 'vaultGlove',
  smoke: 'smoke',
  extra_time: 'extraTime',
  critical_strike: 'criticalStrike',
  top_2: 'top2',
  top_3: 'top3',
  potion: 'potion',
  wave: 'wave',
  special_effect: 'specialEffect',
}

const cardKeys = (entry: string) => ({
  label: `boosters.cards.${entry}.label`,
  description: `boosters.cards.${entry}.description`,
})

/** The card's name and description in the user's language, and a powerup type's name ('Ignored' for none). */
function useCardTexts() {
  const translate = useTranslate()
  const powerupLabel = usePowerupLabel()
  const keys = (mapping: BoosterMappingDto) => {
    const entry = CARD_ENTRIES[mapping.card as BattleCard]
    return entry ? cardKeys(entry) : null
  }
  return {
    label: (mapping: BoosterMappingDto) => {
      const known = keys(mapping)
      return known ? translate(known.label) : mapping.label
    },
    description: (mapping: BoosterMappingDto) => {
      const known = keys(mapping)
      return known ? translate(known.description) : mapping.description
    },
    type: (type: PowerupType | null) => (type ? powerupLabel(type) : translate('boosters.section.ignored')),
  }
}

/** Settings › Battle Boosters: which powerup each TikTok battle card credits and consumes. */
export default function BattleBoostersSection() {
  const { user } = useSession()
  const translate = useTranslate()
  if (user?.role === 'ADMIN') {
    return (
      <Alert severity="info">
        <AlertTitle>{translate('boosters.section.adminViewTitle')}</AlertTitle>
        {translate('boosters.section.adminViewBody')}
      </Alert>
    )
  }
  return <CardMapping editable={user?.role === 'CREATOR'} />
}

function CardMapping({ editable }: { editable: boolean }) {
  const translate = useTranslate()
  const texts = useCardTexts()
  const powerupLabel = usePowerupLabel()
  const toast = useToast()
  const queryClient = useQueryClient()
  const mappings = useQuery<BoosterMappingDto[], Error>({
    queryKey: boosterKeys.mappings,
    queryFn: boostersApi.mappings,
  })

  async function change(mapping: BoosterMappingDto, value: string) {
    const powerupType = value === IGNORED ? null : (value as PowerupType)
    try {
      queryClient.setQueryData(boosterKeys.mappings, await boostersApi.setMappings({ [mapping.card]: powerupType }))
      toast({
        title: translate('boosters.section.saved'),
        description: translate('boosters.section.savedMapping', {
          card: texts.label(mapping),
          powerup: texts.type(powerupType),
        }),
      })
    } catch (error) {
      toast({ title: errorMessage(error, translate('boosters.section.saveFailed')), variant: 'error' })
    }
  }

  if (mappings.isPending) return <LoadingState />
  if (mappings.error) return <Alert severity="error">{mappings.error.message}</Alert>
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {translate('boosters.section.intro')} {editable ? '' : translate('boosters.section.onlyCreator')}
      </Typography>
      {mappings.data.map((mapping) => (
        <Box
          key={mapping.card}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'center',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 220px' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2">{texts.label(mapping)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {`${texts.description(mapping)} · ${
                mapping.powerupType === mapping.defaultPowerupType
                  ? translate('boosters.section.isDefault')
                  : translate('boosters.section.defaultIs', { powerup: texts.type(mapping.defaultPowerupType) })
              }`}
            </Typography>
          </Box>
          <TextField
            select
            size="small"
            label={translate('boosters.section.cardPowerup', { card: texts.label(mapping) })}
            value={mapping.powerupType ?? IGNORED}
            disabled={!editable}
            onChange={(event) => void change(mapping, event.target.value)}
          >
            {POWERUP_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {powerupLabel(type)}
              </MenuItem>
            ))}
            <MenuItem value={IGNORED}>{translate('boosters.section.ignored')}</MenuItem>
          </TextField>
        </Box>
      ))}
    </Stack>
  )
}
