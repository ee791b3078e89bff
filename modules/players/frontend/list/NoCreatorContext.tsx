import StorefrontIcon from '@mui/icons-material/Storefront'
import Button from '@mui/material/Button'
import { LinkBase } from 'react-admin'
import { EmptyState, useHasRoute } from '@shell'

const CREATORS_PATH = '/admin/creators'

/**
 * What an admin sees instead of a creator's data (the API answers 403 without a creator
 * context): players and powerups belong to a creator, reached by impersonating them.
 */
export function NoCreatorContext({ subject = 'Players' }: { subject?: string }) {
  const hasRoute = useHasRoute()
  return (
    <EmptyState
      icon={<StorefrontIcon />}
      title={`${subject} belong to a creator`}
      description="As an admin you see and manage a creator's players and powerups while impersonating them: open Creator Management and choose Impersonate on the creator."
      action={
        hasRoute(CREATORS_PATH) && (
          <Button component={LinkBase} to={CREATORS_PATH} variant="contained" sx={{ minHeight: 44 }}>
            Go to Creator Management
          </Button>
        )
      }
    />
  )
}
