import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { useDeclaredPermissions } from '@shell'
import { usePermissionText } from '../permissionTexts'
import type { ModeratorPermission } from '../../shared/moderators'

/**
 * The permissions the enabled modules declare, with what each allows (their texts, in each
 * declaring module's catalog); keeps module order whatever the click order. `error`: a message key.
 */
export function PermissionPicker({
  value,
  onChange,
  error,
  disabled = false,
}: {
  value: ModeratorPermission[]
  onChange: (permissions: ModeratorPermission[]) => void
  error?: string
  disabled?: boolean
}) {
  const translate = useTranslate()
  const permissions = useDeclaredPermissions()
  const permissionText = usePermissionText()
  const toggle = (permission: ModeratorPermission, checked: boolean) =>
    onChange(permissions.map(({ id }) => id).filter((id) => (id === permission ? checked : value.includes(id))))
  return (
    <FormControl component="fieldset" error={!!error} disabled={disabled}>
      <FormLabel component="legend">{translate('moderators.picker.legend')}</FormLabel>
      <FormGroup>
        {permissions.map(({ id: permission }) => (
          <FormControlLabel
            key={permission}
            sx={{ alignItems: 'flex-start', mt: 0.5 }}
            control={
              <Checkbox
                checked={value.includes(permission)}
                onChange={(event) => toggle(permission, event.target.checked)}
                sx={{ pt: 0.25 }}
              />
            }
            label={
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {permissionText(permission)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {permissionText(permission, 'description')}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{translate(error)}</FormHelperText>}
    </FormControl>
  )
}
