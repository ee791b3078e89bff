import type { ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'

/** One section of the Settings page: a titled card (its title is the section's heading). */
export function SettingsCard({
  id,
  title,
  subheader,
  tone,
  children,
}: {
  id: string
  title: string
  subheader?: ReactNode
  tone?: 'danger'
  children: ReactNode
}) {
  return (
    <Card
      component="section"
      aria-labelledby={`settings-${id}-title`}
      sx={tone === 'danger' ? { borderColor: 'error.main' } : undefined}
    >
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{
          title: {
            id: `settings-${id}-title`,
            component: 'h2',
            variant: 'h6',
            sx: { fontWeight: 700, color: tone === 'danger' ? 'error.main' : undefined },
          },
          subheader: { variant: 'body2' },
        }}
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  )
}
