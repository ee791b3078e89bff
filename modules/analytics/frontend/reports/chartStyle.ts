import { useTheme } from '@mui/material/styles'

/** Axis, grid and tooltip colours of the page's recharts charts, from the MUI theme. */
export function useChartStyle() {
  const theme = useTheme()
  return {
    grid: theme.palette.divider,
    tick: { fill: theme.palette.text.secondary, fontSize: 12 },
    tooltip: { background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` },
    palette: theme.palette,
  }
}
