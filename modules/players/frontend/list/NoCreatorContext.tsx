import StorefrontIcon from '@mui/icons-material/Storefront'
import Button from '@mui/material/Button'
import { LinkBase, useTranslate } from 'react-admin'
import { EmptyState, useHasRoute } from '@shell'

const CREATORS_PATH = '/admin/creators'

/**
 * What an admin sees instead of a creator's data (the API answers 403 without a creator
 * context): players and powerups belong to a creator, reached by impersonating them.
 */
export function NoCreatorContext({ title }: { title?: string }) {
  const translate = useTranslate()
  const hasRoute = useHasRoute()
  return (
    <EmptyState
      icon={<StorefrontIcon />}
      title={title ?? translate('players.noCreator.title')}
      description={translate('players.noCreator.description')}
      action={
        hasRoute(CREATORS_PATH) && (
          <Button component={LinkBase} to={CREATORS_PATH} variant="contained" sx={{ minHeight: 44 }}>
            {translate('players.noCreator.action')}
          </Button>
        )
      }
    />
  )
}
