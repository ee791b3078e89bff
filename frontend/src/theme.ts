import { deepmerge } from '@mui/utils'
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin'

/** What both themes share: shape, type, sidebar, component defaults. */
const shared: RaThemeOptions = {
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  sidebar: { width: 248, closedWidth: 56 },
  components: {
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
}

const appBar = (backgroundColor: string, border: string) => ({
  MuiAppBar: {
    styleOverrides: { root: { backgroundColor, backgroundImage: 'none', borderBottom: `1px solid ${border}` } },
  },
})

/** Dark by default (docs/api/web.md: preferences); sized for phones held during a stream. */
export const darkTheme: RaThemeOptions = deepmerge(
  defaultDarkTheme,
  deepmerge(shared, {
    palette: {
      mode: 'dark',
      primary: { main: '#a78bfa' },
      secondary: { main: '#f472b6' },
      background: { default: '#0d0f14', paper: '#161a22' },
      divider: 'rgba(255,255,255,0.09)',
    },
    components: appBar('#12151c', 'rgba(255,255,255,0.08)'),
  })
)

/** The light variant, for users who pick it in Settings → Preferences. */
export const lightTheme: RaThemeOptions = deepmerge(
  defaultLightTheme,
  deepmerge(shared, {
    palette: {
      mode: 'light',
      primary: { main: '#7c3aed' },
      secondary: { main: '#db2777' },
      background: { default: '#f5f6fa', paper: '#ffffff' },
    },
    components: appBar('#ffffff', 'rgba(0,0,0,0.08)'),
  })
)
