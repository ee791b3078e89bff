import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { errorMessage, LoadingState, useSession, useToast } from '@shell'
import { POWERUP_LABELS, POWERUP_TYPES, type PowerupType } from '../../powerups/shared/powerups'
import type { BoosterMappingDto } from '../shared/boosters'
import { boosterKeys, boostersApi } from './boostersApi'

/** The select's value for a card mapped to nothing. */
const IGNORED = 'ignored'

const typeLabel = (type: PowerupType | null) => (type ? POWERUP_LABELS[type] : 'Ignored')

/** Settings › Battle Boosters: which powerup each TikTok battle card credits and consumes. */
export default function BattleBoostersSection() {
  const { user } = useSession()
  if (user?.role === 'ADMIN') {
    return (
      <Alert severity="info">
        <AlertTitle>Admin View</AlertTitle>
        Creators map TikTok's battle cards to their powerups. Impersonate a creator to see their mapping.
      </Alert>
    )
  }
  return <CardMapping editable={user?.role === 'CREATOR'} />
}

function CardMapping({ editable }: { editable: boolean }) {
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
      toast({ title: 'Settings saved', description: `${mapping.label} → ${typeLabel(powerupType)}` })
    } catch (error) {
      toast({ title: errorMessage(error, 'Failed to save settings'), variant: 'error' })
    }
  }

  if (mappings.isPending) return <LoadingState />
  if (mappings.error) return <Alert severity="error">{mappings.error.message}</Alert>
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        When TikTok awards a battle card to a viewer during a match, their player gets one powerup of the mapped type
        (new viewers become players). When your side uses the card, that powerup is used up, soonest-expiring first.
        Ignored cards change nothing. {editable ? '' : 'Only the creator can change the mapping.'}
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
            <Typography variant="subtitle2">{mapping.label}</Typography>
            <Typography variant="caption" color="text.secondary">
              {mapping.description}
              {mapping.powerupType === mapping.defaultPowerupType
                ? ' · default'
                : ` · default: ${typeLabel(mapping.defaultPowerupType)}`}
            </Typography>
          </Box>
          <TextField
            select
            size="small"
            label={`${mapping.label} powerup`}
            value={mapping.powerupType ?? IGNORED}
            disabled={!editable}
            onChange={(event) => void change(mapping, event.target.value)}
          >
            {POWERUP_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {POWERUP_LABELS[type]}
              </MenuItem>
            ))}
            <MenuItem value={IGNORED}>Ignored</MenuItem>
          </TextField>
        </Box>
      ))}
    </Stack>
  )
}
