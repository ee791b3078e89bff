import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Typography from '@mui/material/Typography'
import { MODERATOR_PERMISSIONS, PERMISSION_LABELS, type ModeratorPermission } from '../../shared/moderators'

/** The four permissions with what each allows; keeps the spec's order whatever the click order. */
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
  const toggle = (permission: ModeratorPermission, checked: boolean) =>
    onChange(MODERATOR_PERMISSIONS.filter((id) => (id === permission ? checked : value.includes(id))))
  return (
    <FormControl component="fieldset" error={!!error} disabled={disabled}>
      <FormLabel component="legend">Permissions</FormLabel>
      <FormGroup>
        {MODERATOR_PERMISSIONS.map((permission) => (
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
                  {PERMISSION_LABELS[permission].label}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {PERMISSION_LABELS[permission].description}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  )
}
