import ListItemIcon from '@mui/material/ListItemIcon'
import MenuItem from '@mui/material/MenuItem'
import CodeIcon from '@mui/icons-material/Code'
import { useTranslate } from 'react-admin'
import { SOURCE_HREF, SOURCE_TEXTS } from './source'

/** The AGPL's offer of the source in the account menu of the signed-in shell (the signed-out pages: AuthLayout). */
export function SourceMenuItem({ onClick }: { onClick: () => void }) {
  const translate = useTranslate()
  return (
    <MenuItem component="a" href={SOURCE_HREF} onClick={onClick} sx={{ minHeight: 44 }}>
      <ListItemIcon>
        <CodeIcon fontSize="small" />
      </ListItemIcon>
      {translate(SOURCE_TEXTS.link)}
    </MenuItem>
  )
}
