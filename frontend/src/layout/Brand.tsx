import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import BoltIcon from '@mui/icons-material/Bolt'
import { useSiteName } from '../settings/site'

export const PRODUCT_NAME = 'Powerdeck'

/** The product mark and the site name an admin set in System Settings. */
export function Brand({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  const large = size === 'large'
  const siteName = useSiteName(PRODUCT_NAME)
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.75, sm: 1 }, minWidth: 0 }}>
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: large ? 44 : 32,
          height: large ? 44 : 32,
          borderRadius: 2,
          flexShrink: 0,
          color: '#fff',
          background: 'linear-gradient(135deg, #8b5cf6, #ec4899)',
        }}
      >
        <BoltIcon fontSize={large ? 'medium' : 'small'} />
      </Box>
      <Typography
        component="span"
        noWrap
        sx={{
          fontWeight: 800,
          letterSpacing: '-0.02em',
          fontSize: large ? '1.75rem' : { xs: '0.95rem', sm: '1.15rem' },
        }}
      >
        {siteName}
      </Typography>
    </Box>
  )
}
