import Link from '@mui/material/Link'
import ListItemIcon from '@mui/material/ListItemIcon'
import MenuItem from '@mui/material/MenuItem'
import CodeIcon from '@mui/icons-material/Code'

/** Where the running version's source is (the server redirects to SOURCE_URL or its own archive). */
export const SOURCE_HREF = '/api/about/source'

export const SOURCE_TEXTS = {
  link: 'Source code',
  notice: 'Powerdeck is free software under the GNU AGPL.',
}

/** The AGPL's offer of the source, under the signed-out pages' card. */
export function SourceNotice() {
  return (
    <Link href={SOURCE_HREF} variant="caption" color="text.secondary" underline="hover">
      {SOURCE_TEXTS.notice} {SOURCE_TEXTS.link}
    </Link>
  )
}

/** The same offer in the account menu of the signed-in shell. */
export function SourceMenuItem({ onClick }: { onClick: () => void }) {
  return (
    <MenuItem component="a" href={SOURCE_HREF} onClick={onClick} sx={{ minHeight: 44 }}>
      <ListItemIcon>
        <CodeIcon fontSize="small" />
      </ListItemIcon>
      {SOURCE_TEXTS.link}
    </MenuItem>
  )
}
